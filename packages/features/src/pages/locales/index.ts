import ar from './ar.json';
import de from './de.json';
import en from './en.json';
import fr from './fr.json';

import { localeLoaders } from '../../shared/locale-loaders.ts';

/**
 * The `pages` namespace: one block per page (`profile`, `accountSettings`, `pricing`, `faq`,
 * `helpCenter`, `dataTable`, `dialogs`, `wizards`) and `common`.
 */
export const pagesResources = { en, fr, de, ar };
export type PagesTexts = typeof en;

/** The same texts, one chunk per language, for the app. */
export const pagesLocaleLoaders = localeLoaders(
  import.meta.glob('./*.json', { import: 'default' }),
);
