import { supportedLanguages, type NamespaceLoaders } from '@atrium/ui';

/**
 * A namespace's per-language loaders (one chunk per language, for the app) from its locales
 * folder's `import.meta.glob('./*.json', { import: 'default' })`: every feature keeps its texts as
 * `locales/{en,fr,de,ar}.json`, and a missing language fails here, at start, not on switching.
 */
export function localeLoaders(files: Record<string, () => Promise<unknown>>): NamespaceLoaders {
  const entries = supportedLanguages.map((language) => {
    const load = files[`./${language}.json`];
    if (!load) throw new Error(`No ${language}.json beside the locales index`);
    return [language, () => load() as Promise<Record<string, unknown>>] as const;
  });
  return Object.fromEntries(entries) as NamespaceLoaders;
}
