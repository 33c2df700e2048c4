import { describe, expect, it } from 'vitest';

import { createI18n } from './create-i18n.ts';
import { applyLanguage, directionOf, languageStorageKey, readStoredLanguage } from './languages.ts';

describe('languages', () => {
  it('only Arabic is right to left', () => {
    expect(['en', 'fr', 'de', 'ar'].map(directionOf)).toEqual(['ltr', 'ltr', 'ltr', 'rtl']);
  });

  it('sets lang and dir on the document', () => {
    const root = document.createElement('html');
    applyLanguage('ar', root);
    expect(root.getAttribute('lang')).toBe('ar');
    expect(root.getAttribute('dir')).toBe('rtl');
  });

  it('keeps a direction chosen in the appearance settings when the language changes', () => {
    const root = document.createElement('html');
    root.dataset.dirSetting = 'ltr';
    applyLanguage('ar', root);
    expect(root.getAttribute('dir')).toBe('ltr');
  });

  it('restores a stored choice and ignores unknown ones', () => {
    localStorage.setItem(languageStorageKey, 'de');
    expect(readStoredLanguage()).toBe('de');
    localStorage.setItem(languageStorageKey, 'klingon');
    expect(readStoredLanguage()).toBe('en');
  });

  it('stores the choice and mirrors it on <html> when the language changes', async () => {
    const i18n = createI18n({ language: 'en' });
    await i18n.changeLanguage('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(localStorage.getItem(languageStorageKey)).toBe('ar');
    expect(i18n.t('button.loading')).toBe('جارٍ التحميل…');
    await i18n.changeLanguage('fr');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
