import type {
  CreatedApp,
  NewApp,
  PaymentProvider,
  ProjectShare,
  ProjectShareChanges,
} from '@atrium/mocks/types';

import { baseApi } from '../../api/base-api.ts';

const PATH = 'pages/dialog-examples';
const APPS = { type: 'DialogExample', id: 'APPS' } as const;
const PROVIDERS = { type: 'DialogExample', id: 'PROVIDERS' } as const;
const SHARES = { type: 'DialogExample', id: 'SHARES' } as const;
const shareTag = (projectId: string) =>
  ({ type: 'DialogExample', id: `share-${projectId}` }) as const;

/** The dialog examples' calls (packages/mocks/README.md, "Dialog examples (extension)"). */
export const dialogExamplesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every shared project with its people and their permission. */
    getProjectShares: build.query<ProjectShare[], void>({
      query: () => `${PATH}/share`,
      providesTags: [SHARES],
    }),
    /** The project's people and their permission; 404 `Project not found`. */
    getProjectShare: build.query<ProjectShare, string>({
      query: (projectId) => `${PATH}/share/${encodeURIComponent(projectId)}`,
      providesTags: (_r, _e, projectId) => [shareTag(projectId)],
    }),
    /** Replaces the people; 400 `errors.members` (a bad email, someone twice, not one owner). */
    updateProjectShare: build.mutation<
      ProjectShare,
      { projectId: string; changes: ProjectShareChanges }
    >({
      query: ({ projectId, changes }) => ({
        url: `${PATH}/share/${encodeURIComponent(projectId)}`,
        method: 'PUT',
        body: changes,
      }),
      invalidatesTags: (_r, _e, { projectId }) => [shareTag(projectId), SHARES],
    }),
    /** The created apps, newest first. */
    getApps: build.query<CreatedApp[], void>({
      query: () => `${PATH}/apps`,
      providesTags: [APPS],
    }),
    /** 201 the app (the card's brand and last four digits only); 400 `{ errors }` per field. */
    createApp: build.mutation<CreatedApp, NewApp>({
      query: (body) => ({ url: `${PATH}/apps`, method: 'POST', body }),
      invalidatesTags: [APPS],
    }),
    getPaymentProviders: build.query<PaymentProvider[], void>({
      query: () => `${PATH}/providers`,
      providesTags: [PROVIDERS],
    }),
    /** The listed ids on, the others off; 400 `errors.enabled` for none or an unknown id. */
    updatePaymentProviders: build.mutation<PaymentProvider[], { enabled: string[] }>({
      query: (body) => ({ url: `${PATH}/providers`, method: 'PUT', body }),
      invalidatesTags: [PROVIDERS],
    }),
  }),
});

export const {
  useGetProjectSharesQuery,
  useGetProjectShareQuery,
  useUpdateProjectShareMutation,
  useGetAppsQuery,
  useCreateAppMutation,
  useGetPaymentProvidersQuery,
  useUpdatePaymentProvidersMutation,
} = dialogExamplesApi;
