import type { CalendarCategory, CalendarEvent, CalendarEventInput } from '@atrium/mocks/types';

import { baseApi } from '../../api/base-api.ts';
import { listTags } from '../../api/tags.ts';
import { patchedEvents } from './patched-events.ts';

const PATH = 'apps/calendar';
const LIST = { type: 'CalendarEvent', id: 'LIST' } as const;

/** The SPEC's repeated `calendars` parameter (`?calendars=Business&calendars=Family`). */
export const calendarsQuery = (calendars: readonly CalendarCategory[]): string =>
  calendars.map((calendar) => `calendars=${encodeURIComponent(calendar)}`).join('&');

/** A change to one event: its id and the fields to merge (SPEC §7: PUT merges). */
export interface CalendarEventChange {
  id: number;
  changes: Partial<CalendarEventInput>;
}

/** The list call alone first, so the update below can patch its cached answers by name. */
const eventsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The events of the checked calendars; none checked answers `[]` (SPEC §7). */
    getCalendarEvents: build.query<CalendarEvent[], readonly CalendarCategory[]>({
      query: (calendars) => `${PATH}?${calendarsQuery(calendars)}`,
      providesTags: (events) => listTags('CalendarEvent', events),
    }),
  }),
});

export const calendarApi = eventsApi.injectEndpoints({
  endpoints: (build) => ({
    /** 201 with the stored event (id = last id + 1). */
    addCalendarEvent: build.mutation<CalendarEvent, CalendarEventInput>({
      query: (body) => ({ url: PATH, method: 'POST', body }),
      invalidatesTags: (event) => (event ? [LIST] : []),
    }),
    /**
     * 201 with the merged event; an unknown id answers 400 `Something Went Wrong` (text). Optimistic:
     * every cached list shows the change at once (a drag or a key press must not wait for the
     * answer), and a refusal puts each back as it was. Only a success refetches.
     */
    updateCalendarEvent: build.mutation<CalendarEvent, CalendarEventChange>({
      query: ({ id, changes }) => ({ url: `${PATH}/${id}`, method: 'PUT', body: changes }),
      async onQueryStarted({ id, changes }, { dispatch, getState, queryFulfilled }) {
        const patches = eventsApi.util
          .selectCachedArgsForQuery(getState(), 'getCalendarEvents')
          .map((calendars) =>
            dispatch(
              eventsApi.util.updateQueryData('getCalendarEvents', calendars, (events) =>
                patchedEvents(events, id, changes, calendars),
              ),
            ),
          );
        try {
          await queryFulfilled;
        } catch {
          patches.forEach((patch) => patch.undo());
        }
      },
      invalidatesTags: (_event, error, { id }) =>
        error ? [] : [{ type: 'CalendarEvent', id }, LIST],
    }),
    /** 204; an unknown id answers 400 `Something Went Wrong` (text). */
    deleteCalendarEvent: build.mutation<void, number>({
      query: (id) => ({ url: `${PATH}/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'CalendarEvent', id }, LIST],
    }),
  }),
});

export const {
  useGetCalendarEventsQuery,
  useAddCalendarEventMutation,
  useUpdateCalendarEventMutation,
  useDeleteCalendarEventMutation,
} = calendarApi;
