import ar from './ar.json';
import de from './de.json';
import en from './en.json';
import fr from './fr.json';

import { localeLoaders } from '../../shared/locale-loaders.ts';

/** The `analytics` namespace: `kit` (the dashboard kit's words), one block per dashboard (`analytics`, `crm`). */
export const analyticsResources = { en, fr, de, ar };
export type AnalyticsTexts = typeof en;

/** The same texts, one chunk per language, for the app. */
export const analyticsLocaleLoaders = localeLoaders(
  import.meta.glob('./*.json', { import: 'default' }),
);
