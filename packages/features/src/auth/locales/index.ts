import ar from './ar.json';
import de from './de.json';
import en from './en.json';
import fr from './fr.json';

export const authResources = { en, fr, de, ar };
export type AuthTexts = typeof en;
