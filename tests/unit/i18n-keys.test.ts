// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const languages = ['en', 'fr', 'de', 'ar'] as const;

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

/**
 * Where a namespace's texts live: a `locales` folder anywhere in `packages/<pkg>/src` is namespace <pkg> (ui, app);
 * `packages/features/src/<feature>/locales` is namespace <feature>.
 */
function namespaceOf(file: string): string | null {
  const parts = relative(root, file).split(sep);
  if (parts[0] !== 'packages') return null;
  if (parts[1] === 'features')
    return parts[3] && parts[3] !== 'locales' && !parts[3].includes('.') ? parts[3] : null;
  return parts[1] ?? null;
}

const files = walk(join(root, 'packages'));
const texts = new Map<string, Record<string, Record<string, unknown>>>();
for (const file of files.filter((f) => /[/\\]locales[/\\](en|fr|de|ar)\.json$/.test(f))) {
  const ns = namespaceOf(file);
  const lng = file.slice(-7, -5);
  if (!ns) continue;
  texts.set(ns, {
    ...texts.get(ns),
    [lng]: JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>,
  });
}

function flatten(obj: unknown, prefix = ''): string[] {
  if (typeof obj !== 'object' || obj === null) return [prefix];
  return Object.entries(obj).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k));
}
const keysOf = (ns: string, lng: string) => new Set(flatten(texts.get(ns)?.[lng] ?? {}));

/** Keys used in code: t('key'), t('ns:key'), i18nKey="key", in the namespace of useTranslation('ns'). */
function usedKeys(): { file: string; ns: string; key: string }[] {
  const used: { file: string; ns: string; key: string }[] = [];
  for (const file of files.filter(
    (f) => /\.(ts|tsx)$/.test(f) && !/\.(test|stories)\.tsx?$/.test(f),
  )) {
    const code = readFileSync(file, 'utf8');
    // A file may hold several components, each with its own useTranslation: a key belongs to the
    // namespace of the nearest one above it (the first one for keys above them all).
    const declarations = [...code.matchAll(/useTranslation\(\s*\[?\s*['"]([\w-]+)['"]/g)].map(
      (m) => ({ at: m.index, ns: m[1] ?? '' }),
    );
    const fallbackNs = declarations[0]?.ns ?? namespaceOf(file) ?? 'ui';
    const nsAt = (at: number) => declarations.filter((d) => d.at < at).at(-1)?.ns ?? fallbackNs;
    for (const m of code.matchAll(/\bt\(\s*(['"])([^'"`$]+)\1|i18nKey=(['"])([^'"]+)\3/g)) {
      const raw = m[2] ?? m[4] ?? '';
      const [ns, key] = raw.includes(':')
        ? (raw.split(':', 2) as [string, string])
        : [nsAt(m.index), raw];
      used.push({ file: relative(root, file), ns, key });
    }
  }
  return used;
}

describe('translations', () => {
  it('finds the namespaces and the keys used in code', () => {
    expect([...texts.keys()]).toEqual(expect.arrayContaining(['ui', 'app']));
    expect(usedKeys().length).toBeGreaterThan(5);
  });

  it('has every key used in code in English', () => {
    const missing = usedKeys()
      .filter(({ ns, key }) => {
        const en = keysOf(ns, 'en');
        // Plural forms are stored as key_one / key_other.
        return (
          !en.has(key) && !en.has(`${key}_one`) && ![...en].some((k) => k.startsWith(`${key}.`))
        );
      })
      .map(({ file, ns, key }) => `${file}: ${ns}:${key}`);
    expect(missing).toEqual([]);
  });

  it.each(languages.filter((l) => l !== 'en'))('has every English key in %s', (lng) => {
    const missing = [...texts.keys()].flatMap((ns) =>
      [...keysOf(ns, 'en')].filter((k) => !keysOf(ns, lng).has(k)).map((k) => `${ns}:${k}`),
    );
    expect(missing, `keys missing in ${lng}`).toEqual([]);
  });
});
