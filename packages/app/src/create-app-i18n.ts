import { featureLocaleLoaders, routeNamespaces } from '@atrium/features';
import { createLazyI18n, type Language } from '@atrium/ui';

import { appLocaleLoaders } from './locales/index.ts';

/**
 * The app's i18n: ui, every feature and the app's own namespace, each language loaded on demand;
 * a feature's route namespaces load with the first screen that needs them (see the router). It
 * starts in the stored language unless told one (a page rendered at build time).
 */
export function createAppI18n(language?: Language) {
  return createLazyI18n({
    namespaces: { ...featureLocaleLoaders, app: appLocaleLoaders },
    deferred: routeNamespaces,
    ...(language ? { language } : {}),
  });
}
