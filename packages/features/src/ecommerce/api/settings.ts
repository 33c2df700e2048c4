import type { EcommerceSettings, EcommerceSettingsUpdate } from '@atrium/mocks/types';

import { baseApi } from '../../api/base-api.ts';

export const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Extension: the store settings, one record for the shop. */
    getSettings: build.query<EcommerceSettings, void>({
      query: () => 'apps/ecommerce/settings',
    }),
    /**
     * Extension: PUT the sections given; the answer is the whole stored record. The cached
     * settings are replaced with it (no tag: the base api has no Settings tag type, and the answer
     * is already the fresh record).
     */
    saveSettings: build.mutation<EcommerceSettings, EcommerceSettingsUpdate>({
      query: (body) => ({ url: 'apps/ecommerce/settings', method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          void dispatch(settingsApi.util.upsertQueryData('getSettings', undefined, data));
        } catch {
          // The form shows the error and keeps the input; the cache keeps the saved values.
        }
      },
    }),
  }),
});

export const { useGetSettingsQuery, useSaveSettingsMutation } = settingsApi;
