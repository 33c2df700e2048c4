import { delay, http, HttpResponse, type HttpHandler } from 'msw';

import { kanbanHandlers } from '@atrium/mocks';

/** The kanban calls' prefix, for handler overrides (`${KANBAN}/board/rename`). */
export const KANBAN = '*/api/apps/kanban';

/** Story parameters whose overrides come before the fake API's kanban handlers. */
export const withKanban = (...overrides: HttpHandler[]) => ({
  msw: { handlers: { kanban: [...overrides, ...kanbanHandlers] } },
});

/**
 * Story parameters whose kanban call `method path` (`put`, `/board/state-update`) answers 500
 * every time: the visual run draws a story three times, a handler answering once would be spent.
 */
export const failingKanban = (method: 'post' | 'put' | 'delete', path: string) =>
  withKanban(
    http[method](`${KANBAN}${path}`, () =>
      HttpResponse.json({ message: 'Server error' }, { status: 500 }),
    ),
  );

/** Story parameters whose kanban call `method path` never answers: a save caught in flight. */
export const pendingKanban = (method: 'post' | 'put' | 'delete', path: string) =>
  withKanban(
    http[method](`${KANBAN}${path}`, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  );
