import 'i18next';
import type { UiTexts } from '@atrium/ui';

import type { FeatureTexts } from './i18n/texts.ts';

// Typed keys inside @atrium/features: ui plus each feature's namespace.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'ui';
    resources: { ui: UiTexts } & FeatureTexts;
  }
}
