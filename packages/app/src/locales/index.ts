import ar from './ar.json';
import de from './de.json';
import en from './en.json';
import fr from './fr.json';

export const appResources = { en, fr, de, ar };
export type AppTexts = typeof en;
