export const languages = [
  { code: 'en', label: 'English', dir: 'ltr' },
  { code: 'fr', label: 'Français', dir: 'ltr' },
  { code: 'de', label: 'Deutsch', dir: 'ltr' },
  { code: 'ar', label: 'العربية', dir: 'rtl' },
] as const;

export type Language = (typeof languages)[number]['code'];
export type Direction = 'ltr' | 'rtl';

export const supportedLanguages: readonly Language[] = languages.map((l) => l.code);
export const defaultLanguage: Language = 'en';
/** Only languages configured as right-to-left switch the app direction. */
export const rtlLanguages: readonly Language[] = languages
  .filter((l) => l.dir === 'rtl')
  .map((l) => l.code);
export const languageStorageKey = 'atrium.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

export function directionOf(language: string): Direction {
  return (rtlLanguages as readonly string[]).includes(language) ? 'rtl' : 'ltr';
}

/**
 * Sets `<html lang>` and, for right-to-left languages, `<html dir>`, unless the
 * appearance settings chose a direction (`data-dir-setting`, see `applyAppearance`).
 */
export function applyLanguage(
  language: string,
  root: HTMLElement = document.documentElement,
): void {
  root.lang = language;
  const chosen = root.dataset.dirSetting;
  root.dir = chosen === 'ltr' || chosen === 'rtl' ? chosen : directionOf(language);
}

export function readStoredLanguage(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): Language {
  try {
    const stored = storage?.getItem(languageStorageKey);
    return isLanguage(stored) ? stored : defaultLanguage;
  } catch {
    return defaultLanguage;
  }
}

export function storeLanguage(
  language: Language,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(languageStorageKey, language);
  } catch {
    // Storage unavailable: the choice holds for this visit only.
  }
}
