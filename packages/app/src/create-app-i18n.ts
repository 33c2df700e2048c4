import { featureLocaleLoaders, routeNamespaces } from '@atrium/features';
import { createLazyI18n } from '@atrium/ui';

import { appLocaleLoaders } from './locales/index.ts';

/**
 * The app's i18n: ui, every feature and the app's own namespace, each language loaded on demand;
 * a feature's route namespaces load with the first screen that needs them (see the router).
 */
export function createAppI18n() {
  return createLazyI18n({
    namespaces: { ...featureLocaleLoaders, app: appLocaleLoaders },
    deferred: routeNamespaces,
  });
}
