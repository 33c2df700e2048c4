import 'i18next';
import type { UiTexts } from '@atrium/ui';

// Typed keys inside @atrium/features: ui plus each feature's namespace as features land.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'ui';
    resources: { ui: UiTexts };
  }
}
