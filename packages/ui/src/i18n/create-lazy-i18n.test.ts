import { describe, expect, it } from 'vitest';

import { createLazyI18n, type NamespaceLoaders } from './create-lazy-i18n.ts';

/** Loaders that record what was fetched and answer `{ hello: '<ns>:<lng>' }`. */
function recordingLoaders(namespace: string, fetched: string[]): NamespaceLoaders {
  const loader = (language: 'en' | 'fr' | 'de' | 'ar') => () => {
    fetched.push(`${namespace}:${language}`);
    return Promise.resolve({ hello: `${namespace}:${language}` });
  };
  return { en: loader('en'), fr: loader('fr'), de: loader('de'), ar: loader('ar') };
}

describe('createLazyI18n', () => {
  it('downloads the shown language and the English fallback only', async () => {
    const fetched: string[] = [];
    const i18n = await createLazyI18n({
      language: 'fr',
      namespaces: { shop: recordingLoaders('shop', fetched) },
    });
    expect(i18n.getResource('fr', 'shop', 'hello')).toBe('shop:fr');
    expect(fetched.sort()).toEqual(['shop:en', 'shop:fr']);
  });

  it('leaves deferred namespaces until a screen asks for them, then keeps them across languages', async () => {
    const fetched: string[] = [];
    const i18n = await createLazyI18n({
      language: 'en',
      namespaces: {
        shell: recordingLoaders('shell', fetched),
        shop: recordingLoaders('shop', fetched),
      },
      deferred: ['shop'],
    });
    expect(fetched).toEqual(['shell:en']);
    expect(i18n.hasLoadedNamespace('shop')).toBe(false);

    await i18n.loadNamespaces(['shop']);
    expect(i18n.getResource('en', 'shop', 'hello')).toBe('shop:en');

    await i18n.changeLanguage('de');
    expect(fetched).toContain('shop:de');
    expect(i18n.getResource('de', 'shop', 'hello')).toBe('shop:de');
  });
});
