import { supportedLanguages } from '@atrium/ui';
import { describe, expect, it } from 'vitest';

import { featureLocaleLoaders } from '../i18n/loaders.ts';
import { featureNamespaces } from '../i18n/namespaces.ts';
import { localeLoaders } from './locale-loaders.ts';

describe('localeLoaders', () => {
  it('loads, per namespace and language, the same texts the bundle has', async () => {
    expect(Object.keys(featureLocaleLoaders).sort()).toEqual(Object.keys(featureNamespaces).sort());
    for (const [namespace, loaders] of Object.entries(featureLocaleLoaders)) {
      for (const language of supportedLanguages) {
        expect(await loaders[language](), `${namespace}/${language}`).toEqual(
          featureNamespaces[namespace]?.[language],
        );
      }
    }
  });

  it('refuses a folder that lacks a language', () => {
    const load = () => Promise.resolve({});
    expect(() =>
      localeLoaders({ './en.json': load, './fr.json': load, './de.json': load }),
    ).toThrow('ar.json');
  });
});
