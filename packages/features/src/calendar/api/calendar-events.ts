import type { CalendarCategory, CalendarEvent, CalendarEventInput } from '@atrium/mocks/types';

import { baseApi } from '../../api/base-api.ts';
import { listTags } from '../../api/tags.ts';

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

export const calendarApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The events of the checked calendars; none checked answers `[]` (SPEC §7). */
    getCalendarEvents: build.query<CalendarEvent[], readonly CalendarCategory[]>({
      query: (calendars) => `${PATH}?${calendarsQuery(calendars)}`,
      providesTags: (events) => listTags('CalendarEvent', events),
    }),
    /** 201 with the stored event (id = last id + 1). */
    addCalendarEvent: build.mutation<CalendarEvent, CalendarEventInput>({
      query: (body) => ({ url: PATH, method: 'POST', body }),
      invalidatesTags: (event) => (event ? [LIST] : []),
    }),
    /** 201 with the merged event; an unknown id answers 400 `Something Went Wrong` (text). */
    updateCalendarEvent: build.mutation<CalendarEvent, CalendarEventChange>({
      query: ({ id, changes }) => ({ url: `${PATH}/${id}`, method: 'PUT', body: changes }),
      invalidatesTags: (_event, _error, { id }) => [{ type: 'CalendarEvent', id }, LIST],
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
