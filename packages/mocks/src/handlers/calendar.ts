import { HttpResponse } from 'msw';

import { calendarSeed } from '../db/parts/planning.ts';
import { getDb, withSeeds } from '../db/store.ts';
import {
  addEvent,
  CALENDAR_NOT_FOUND_TEXT,
  listEvents,
  removeEvent,
  updateEvent,
} from '../domains/calendar.ts';
import { parseId } from '../lib/ids.ts';
import { api, del, failure, get, json, noContent, post, put, readJson } from './kit.ts';

/** README "Errors": unknown id on update or delete is a 400 with this plain text. */
const somethingWentWrong = (): Response =>
  new HttpResponse(CALENDAR_NOT_FOUND_TEXT, {
    status: 400,
    headers: { 'Content-Type': 'text/plain' },
  });

export const calendarHandlers = withSeeds(
  [calendarSeed],
  [
    get(api('/apps/calendar'), ({ url }) =>
      json(listEvents(getDb().calendarEvents, url.searchParams)),
    ),
    post(api('/apps/calendar'), async ({ request }) => {
      const outcome = addEvent(getDb().calendarEvents, await readJson(request));
      return outcome.ok ? json(outcome.value, 201) : failure(outcome.failure);
    }),
    put(api('/apps/calendar/:id'), async ({ request, params }) => {
      const outcome = updateEvent(
        getDb().calendarEvents,
        parseId(params.id),
        await readJson(request),
      );
      if (outcome.ok) return json(outcome.value, 201);
      return outcome.failure.type === 'not-found' ? somethingWentWrong() : failure(outcome.failure);
    }),
    del(api('/apps/calendar/:id'), ({ params }) =>
      removeEvent(getDb().calendarEvents, parseId(params.id)) ? noContent() : somethingWentWrong(),
    ),
  ],
);
