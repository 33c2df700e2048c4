import {
  defaultLanguage,
  languageStorageKey,
  rtlLanguages,
  supportedLanguages,
} from '../i18n/languages.ts';
import { prePaintCss, prePaintScript } from './pre-paint.ts';

export { prePaintCss };

/**
 * The inline `<head>` script for Atrium's pages: stored appearance and language applied before
 * first paint. Its own package entry, so a Vite config can import it without React.
 */
export function documentPrePaintScript(): string {
  return prePaintScript({ languageStorageKey, rtlLanguages, defaultLanguage, supportedLanguages });
}
