import { featureNamespaces } from '@atrium/features';
import { createI18n } from '@atrium/ui';

import { appResources } from './locales/index.ts';

/** The app's i18n: ui, every feature and the app's own namespace. */
export function createAppI18n() {
  return createI18n({ namespaces: { ...featureNamespaces, app: appResources } });
}
