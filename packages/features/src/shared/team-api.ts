import type { TeamMember } from '@atrium/mocks/types';

import { baseApi } from '../api/base-api.ts';

/** The staff (`GET /api/apps/team`): kanban card members and calendar guests are picked here. */
export const teamApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTeam: build.query<TeamMember[], void>({ query: () => 'apps/team' }),
  }),
});

export const { useGetTeamQuery } = teamApi;
