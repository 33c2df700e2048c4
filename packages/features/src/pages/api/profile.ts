import type {
  ProfileConnectionCard,
  ProfileHeader,
  ProfileTab,
  ProfileTabs,
} from '@atrium/mocks/types';

import { baseApi } from '../../api/base-api.ts';

const headerTag = { type: 'Profile', id: 'header' } as const;
const connectionsTag = { type: 'Profile', id: 'connections' } as const;

/** The user profile page's calls (packages/mocks/README.md, "User profile (extension)"). */
export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfileHeader: build.query<ProfileHeader, void>({
      query: () => 'pages/profile/header',
      providesTags: [headerTag],
    }),
    getProfileTab: build.query<ProfileTab, void>({
      query: () => 'pages/profile?tab=profile',
      providesTags: [{ type: 'Profile', id: 'profile' }],
    }),
    getProfileTeams: build.query<ProfileTabs['teams'], void>({
      query: () => 'pages/profile?tab=teams',
      providesTags: [{ type: 'Profile', id: 'teams' }],
    }),
    getProfileProjects: build.query<ProfileTabs['projects'], void>({
      query: () => 'pages/profile?tab=projects',
      providesTags: [{ type: 'Profile', id: 'projects' }],
    }),
    getProfileConnections: build.query<ProfileTabs['connections'], void>({
      query: () => 'pages/profile?tab=connections',
      providesTags: [connectionsTag],
    }),
    /** The header's "Connected" toggle; 400 `errors.connected` for a bad body. */
    updateProfileConnected: build.mutation<ProfileHeader, boolean>({
      query: (connected) => ({ url: 'pages/profile/header', method: 'PUT', body: { connected } }),
      invalidatesTags: (_result, error) => (error ? [] : [headerTag]),
    }),
    /** Connect or disconnect one card of the connections tab; 404 for an unknown name. */
    updateProfileConnection: build.mutation<
      ProfileConnectionCard,
      { name: string; isConnected: boolean }
    >({
      query: ({ name, isConnected }) => ({
        url: `pages/profile/connections/${encodeURIComponent(name)}`,
        method: 'PUT',
        body: { isConnected },
      }),
      invalidatesTags: (_result, error) => (error ? [] : [connectionsTag]),
    }),
  }),
});

export const {
  useGetProfileHeaderQuery,
  useGetProfileTabQuery,
  useGetProfileTeamsQuery,
  useGetProfileProjectsQuery,
  useGetProfileConnectionsQuery,
  useUpdateProfileConnectedMutation,
  useUpdateProfileConnectionMutation,
} = profileApi;
