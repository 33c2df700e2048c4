import { isLanguage } from '@atrium/ui';

import { appResources, type AppTexts } from '../locales/index.ts';

/**
 * The app's texts in the story's language (the toolbar's `language`), so a play function finds
 * a control by the name it really has in every language the visual run renders.
 */
export function appTexts(globals: Record<string, unknown>): AppTexts {
  return appResources[isLanguage(globals.language) ? globals.language : 'en'];
}
