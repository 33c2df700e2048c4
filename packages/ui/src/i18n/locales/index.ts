import ar from './ar.json';
import de from './de.json';
import en from './en.json';
import fr from './fr.json';

/** Texts of the `ui` namespace; English is the source of truth for keys. */
export const uiResources = { en, fr, de, ar };
export type UiTexts = typeof en;
