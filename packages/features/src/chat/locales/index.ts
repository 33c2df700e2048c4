import ar from './ar.json';
import de from './de.json';
import en from './en.json';
import fr from './fr.json';

import { localeLoaders } from '../../shared/locale-loaders.ts';

/** The `chat` namespace: the side pane, the conversation and the two panels. */
export const chatResources = { en, fr, de, ar };
export type ChatTexts = typeof en;

/** The same texts, one chunk per language, for the app. */
export const chatLocaleLoaders = localeLoaders(import.meta.glob('./*.json', { import: 'default' }));
