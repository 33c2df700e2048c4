import 'i18next';
import type { UiTexts } from './locales/index.ts';

// Typed keys for code inside @atrium/ui. Other packages declare their own superset.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'ui';
    resources: { ui: UiTexts };
  }
}
