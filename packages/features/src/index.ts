export { apiUnauthorized, baseApi, tagTypes } from './api/base-api.ts';
export { apiBaseUrl } from './api/base-url.ts';
export { featureNamespaces } from './i18n/namespaces.ts';
export type { FeatureTexts } from './i18n/texts.ts';
export {
  createStore,
  type AppDispatch,
  type AppStore,
  type CreateStoreOptions,
} from './store/create-store.ts';
