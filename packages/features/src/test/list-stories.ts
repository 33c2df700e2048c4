import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { patient } from './story-handlers.ts';

export { patient };

/** What a story of a list page needs to make its standard states. */
export interface ListStoryOptions {
  /** The MSW handler group the story overrides (`ecommerce`, `permissions`). */
  domain: string;
  /** That group's handlers, kept behind the overrides. */
  handlers: readonly HttpHandler[];
  /** The list endpoint, e.g. `'*\/api/apps/permissions'`. */
  endpoint: string;
  /** The screen's other calls that load and fail with the list (a summary's widgets). */
  alongside?: readonly string[];
  /** The endpoint's answer with no rows, e.g. `{ customers: [], total: 0 }`. */
  emptyBody: Record<string, unknown>;
  /**
   * How `empty` checks its picture: `'settled'` (the default) waits for the table to finish loading
   * and show its empty row; `'noLinks'` only checks no row links to an item, for screens whose
   * recorded empty picture is taken before the table settles.
   */
  emptyCheck?: 'settled' | 'noLinks';
}

interface CanvasContext {
  canvasElement: HTMLElement;
}

/**
 * Story parameters that answer the list endpoint (and, unless `listOnly`, the calls alongside it)
 * with `resolver`, and keep the rest of the domain's handlers behind.
 */
export function withListAnswer(
  { domain, handlers, endpoint, alongside = [] }: ListStoryOptions,
  // Returning nothing hands the request to the domain's own handler (MSW tries the next one).
  resolver: () => Response | undefined | Promise<Response | undefined>,
  listOnly = false,
) {
  const paths = listOnly ? [endpoint] : [endpoint, ...alongside];
  return {
    msw: { handlers: { [domain]: [...paths.map((p) => http.get(p, resolver)), ...handlers] } },
  };
}

/** The page-level checks lists repeat, for play functions. */
export const listChecks = {
  /** The table has loaded and its body holds only the one full-width row of its empty state. */
  noRows: async ({ canvasElement }: CanvasContext) => {
    await waitFor(async () => {
      await expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull();
      const rows = canvasElement.querySelectorAll('tbody tr');
      await expect(rows).toHaveLength(1);
      await expect(rows[0]?.querySelector('td[colspan]')).not.toBeNull();
    });
  },
  /** No row of the table links to an item (checked at once, without waiting for loading to end). */
  noRowLinks: async ({ canvasElement }: CanvasContext) => {
    await waitFor(() => expect(canvasElement.querySelector('tbody tr a')).toBeNull());
  },
  /** The table is busy (its skeleton). */
  busy: async ({ canvasElement }: CanvasContext) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
  /** The error with its retry. */
  failed: async ({ canvasElement }: CanvasContext) => {
    await waitFor(() => expect(canvasElement.querySelector('[role="alert"]')).not.toBeNull());
  },
  /** The page's search box. */
  searchBox: (canvasElement: HTMLElement): HTMLInputElement => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="search"]');
    if (!input) throw new Error('No search box');
    return input;
  },
};

/**
 * A list screen's standard states from one place: `empty` (no rows), `loading`
 * (`delay('infinite')`), `serverError` (500) and `slow` (the domain's own answer, two seconds late).
 * A page's stories file spreads them and keeps only what is particular to it.
 */
export function listStoryStates(options: ListStoryOptions) {
  return {
    empty: {
      parameters: withListAnswer(options, () => HttpResponse.json(options.emptyBody), true),
      play: options.emptyCheck === 'noLinks' ? listChecks.noRowLinks : listChecks.noRows,
    },
    loading: {
      parameters: withListAnswer(options, async () => {
        await delay('infinite');
        return HttpResponse.json(options.emptyBody);
      }),
      play: listChecks.busy,
    },
    serverError: {
      parameters: withListAnswer(options, () =>
        HttpResponse.json({ message: 'Server error' }, { status: 500 }),
      ),
      play: listChecks.failed,
    },
    slow: {
      parameters: withListAnswer(options, async () => {
        await delay(2000);
      }),
    },
  };
}

export type TableChecks = ReturnType<typeof tableChecks>;

/** What the stories of a list page (or of a list inside one) need, in one description. */
export interface ListPageStoryOptions extends ListStoryOptions {
  /** The page's route path (its `href()`): where the story's router starts. */
  path: string;
  /**
   * The `data-testid` of the element holding the table, for lists that sit inside one (the
   * reviews and referrals tables): their empty and loading states check that table, their
   * server error waits for one alert per failing call, and `retry` makes the retry story.
   */
  tableId?: string;
}

/**
 * A list page's stories file from one description: `meta` holds the meta's fields but its title
 * (`const meta = { title: '...', ...kit.meta } satisfies Meta<...>`), `at('?page=3')` the router
 * parameters of a story starting at another URL of the page, `states` the standard states
 * (`listStoryStates`).
 */
export function listPageStories<C>(component: C, options: ListPageStoryOptions) {
  const { path, tableId } = options;
  const at = (search = '') => ({ router: { initialEntry: `${path}${search}`, path } });
  const states = listStoryStates(options);
  const table = tableId === undefined ? undefined : tableChecks(tableId);
  return {
    meta: { component, parameters: { layout: 'padded', ...at() } },
    at,
    table,
    states: table
      ? {
          ...states,
          empty: { ...states.empty, play: table.noRows },
          loading: { ...states.loading, play: table.busy },
          serverError: {
            ...states.serverError,
            play: async ({ canvasElement }: CanvasContext) => {
              const calls = 1 + (options.alongside?.length ?? 0);
              await waitFor(
                () =>
                  expect(within(canvasElement).getAllByRole('alert').length).toBeGreaterThanOrEqual(
                    calls,
                  ),
                patient,
              );
            },
          },
        }
      : states,
    /** The call fails until the error row's Retry is pressed (`retryStory`); needs `tableId`. */
    retry: () => {
      if (tableId === undefined) throw new Error('retry needs the tableId of the list');
      return retryStory(options, tableId);
    },
  };
}

/**
 * Checks for a list whose table sits inside `[data-testid=testId]` (the reviews and referrals
 * tables), patient enough for a shared machine.
 */
export function tableChecks(testId: string) {
  const root = (canvasElement: HTMLElement) =>
    within(canvasElement).findByTestId(testId, {}, patient);
  /** The table once it has answered (not busy). */
  const loaded = async (canvasElement: HTMLElement) => {
    const table = within(await root(canvasElement)).getByRole('table');
    await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'), patient);
    return table;
  };
  return {
    root,
    loaded,
    /** The header row and the one row of the empty state. */
    noRows: async ({ canvasElement }: CanvasContext) => {
      const table = await loaded(canvasElement);
      await expect(within(table).getAllByRole('row')).toHaveLength(2);
    },
    /** Skeleton rows. */
    busy: async ({ canvasElement }: CanvasContext) => {
      await expect(within(await root(canvasElement)).getByRole('table')).toHaveAttribute(
        'aria-busy',
        'true',
      );
    },
  };
}

/**
 * A story whose list call fails until the error row's Retry is pressed; the retry loads the rows.
 * The table sits inside `[data-testid=testId]`.
 */
export function retryStory(options: ListStoryOptions, testId: string) {
  // Fails until the play function lets the retry through.
  let fails = true;
  const table = tableChecks(testId);
  return {
    parameters: withListAnswer(
      options,
      () => (fails ? HttpResponse.json({ message: 'Server error' }, { status: 500 }) : undefined),
      true,
    ),
    beforeEach: () => {
      fails = true;
    },
    play: async ({ canvasElement }: CanvasContext) => {
      const root = await table.root(canvasElement);
      const alert = await within(root).findByRole('alert', {}, patient);
      fails = false;
      await userEvent.click(within(alert).getByRole('button'));
      await waitFor(
        () => expect(within(root).getAllByRole('row').length).toBeGreaterThan(2),
        patient,
      );
      await expect(within(root).queryByRole('alert')).toBeNull();
    },
  };
}
