import 'i18next';
import type { FeatureTexts } from '@atrium/features';
import type { UiTexts } from '@atrium/ui';

import type { AppTexts } from './locales/index.ts';

// Typed keys for the app: the ui namespace, every feature namespace, and the app's own.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'ui';
    resources: { ui: UiTexts; app: AppTexts } & FeatureTexts;
  }
}
