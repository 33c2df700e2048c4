import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A country's name in the current language from its ISO code, or the API's English `fallback`
 * when there is no code or the browser does not know it.
 */
export function useCountryNames(): (code: string | null, fallback: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([language], { type: 'region' });
    } catch {
      names = null;
    }
    return (code, fallback) => {
      if (!code || !names) return fallback;
      try {
        return names.of(code.toUpperCase()) ?? fallback;
      } catch {
        return fallback;
      }
    };
  }, [language]);
}
