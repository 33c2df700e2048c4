export { apiUnauthorized, baseApi, signedInUserChanged, tagTypes } from './api/base-api.ts';
export { openApiGate, setApiGate } from './api/api-gate.ts';
export { apiBaseUrl } from './api/base-url.ts';
export { featureNamespaces } from './i18n/namespaces.ts';
export { featureLocaleLoaders } from './i18n/loaders.ts';
export { routeNamespaces } from './i18n/route-namespaces.ts';
export type { FeatureTexts } from './i18n/texts.ts';
export {
  createStore,
  type AppDispatch,
  type AppStore,
  type CreateStoreOptions,
} from './store/create-store.ts';
export type { FeatureRoute, LazyScreen } from './shared/index.ts';
