import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { getDb, kanbanHandlers } from '@atrium/mocks';
import type { KanbanData } from '@atrium/mocks/types';

import { patient } from '../test/story-handlers.ts';
import { KanbanPage } from './kanban-page.tsx';

const KANBAN = '*/api/apps/kanban';

/** Story parameters whose overrides come before the fake API's kanban handlers. */
const withKanban = (...overrides: HttpHandler[]) => ({
  msw: { handlers: { kanban: [...overrides, ...kanbanHandlers] } },
});

const meta = {
  title: 'Features/Kanban/KanbanPage',
  component: KanbanPage,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof KanbanPage>;
export default meta;

type Story = StoryObj<typeof meta>;
interface Ctx {
  canvasElement: HTMLElement;
}

const loaded = async ({ canvasElement }: Ctx) => {
  const canvas = within(canvasElement);
  await canvas.findByTestId('kanban-board-3', {}, patient);
  return canvas;
};
const boardOf = (canvas: ReturnType<typeof within>, id: number) =>
  within(canvas.getByTestId(`kanban-board-${id}`));
const cardTitled = (canvasElement: HTMLElement, title: string) =>
  within(canvasElement)
    .getAllByTestId('kanban-card')
    .find((card) => card.textContent?.includes(title))!;

/** The seeded boards In Progress, In Review and Done with their cards. */
export const Default: Story = {
  play: async (ctx) => {
    const canvas = await loaded(ctx);
    await expect(boardOf(canvas, 2).getAllByTestId('kanban-card')).toHaveLength(3);
  },
};

/** No boards yet: the empty state and "Add new board". */
export const Empty: Story = {
  parameters: withKanban(
    http.get(KANBAN, () => HttpResponse.json({ boards: [], items: [] } satisfies KanbanData)),
  ),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByTestId('kanban-add-board', {}, patient);
  },
};

/** The board call never answers: three boards of placeholders. */
export const Loading: Story = {
  parameters: withKanban(
    http.get(KANBAN, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByTestId('kanban-skeleton', {}, patient);
  },
};

/** The board call fails: an error with a retry, which loads the boards once the API is back. */
export const ServerError: Story = {
  parameters: withKanban(
    http.get(KANBAN, () => HttpResponse.json({ message: 'Server error' }, { status: 500 }), {
      once: true,
    }),
  ),
  play: async (ctx) => {
    const canvas = within(ctx.canvasElement);
    await canvas.findByRole('button', { name: /try again/i }, patient);
  },
};

const long = 'Reconcile the quarterly warehouse inventory counts with the supplier invoices';

/** Long board and card titles wrap within their boards; the row scrolls sideways. */
export const LongTitles: Story = {
  parameters: withKanban(
    http.get(KANBAN, () => {
      const { boards, items } = getDb().kanban;
      return HttpResponse.json({
        boards: boards.map((b, i) => ({
          ...b,
          title: i === 1 ? `${b.title} and quality assurance sign-off` : b.title,
        })),
        items: items.map((item, i) =>
          i % 3 === 0 ? { ...item, title: `${item.title}: ${long}` } : item,
        ),
      } satisfies KanbanData);
    }),
  ),
  play: async (ctx) => {
    await loaded(ctx);
  },
};

/** Right to left: boards run from the right, arrows and the handle mirror. */
export const Arabic: Story = {
  globals: { language: 'ar' },
  play: async (ctx) => {
    await loaded(ctx);
  },
};

/** A 360 px phone: one board in view, the row scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { viewport: { defaultViewport: 'mobile' } },
  play: async (ctx) => {
    await loaded(ctx);
  },
};

/** Add an item to Done: Enter adds it, the box stays open for the next one. */
export const AddItem: Story = {
  play: async (ctx) => {
    const canvas = await loaded(ctx);
    const done = boardOf(canvas, 3);
    await userEvent.click(done.getByRole('button', { name: 'Add new item' }));
    await userEvent.type(done.getByRole('textbox'), 'Write release notes{Enter}');
    await waitFor(() => expect(done.getAllByTestId('kanban-card')).toHaveLength(4), patient);
    await expect(getDb().kanban.items.at(-1)?.title).toBe('Write release notes');
    await expect(done.getByRole('textbox')).toHaveValue('');
  },
};

/** A taken title (case-insensitively) is refused inline, before asking the fake API. */
export const AddBoardDuplicate: Story = {
  play: async (ctx) => {
    const canvas = await loaded(ctx);
    await userEvent.click(canvas.getByRole('button', { name: 'Add new board' }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Title of the new board' }),
      'DONE{Enter}',
    );
    await canvas.findByText('A board named Done already exists');
    await expect(getDb().kanban.boards).toHaveLength(3);
  },
};

/** Add a board: it appears after the last one. */
export const AddBoard: Story = {
  play: async (ctx) => {
    const canvas = await loaded(ctx);
    await userEvent.click(canvas.getByRole('button', { name: 'Add new board' }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Title of the new board' }),
      'Backlog{Enter}',
    );
    await canvas.findByRole('heading', { level: 2, name: 'Backlog' }, patient);
    await expect(getDb().kanban.boards.at(-1)?.title).toBe('Backlog');
  },
};

/** Rename a board from its menu: Enter saves. */
export const RenameBoard: Story = {
  play: async (ctx) => {
    const canvas = await loaded(ctx);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for board In Review' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Rename' }));
    const field = await canvas.findByRole('textbox', { name: 'Board title' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.clear(field);
    await userEvent.type(field, 'Testing{Enter}');
    await canvas.findByRole('heading', { level: 2, name: 'Testing' }, patient);
    await expect(getDb().kanban.boards[1]?.title).toBe('Testing');
  },
};

/** Delete a board: the confirm names it and how many cards go with it. */
export const DeleteBoard: Story = {
  play: async (ctx) => {
    const canvas = await loaded(ctx);
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for board Done' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Delete the board Done?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete board' }));
    await waitFor(() => expect(canvas.queryByTestId('kanban-board-3')).toBeNull(), patient);
    await expect(getDb().kanban.boards).toHaveLength(2);
  },
};

/** From the keyboard: Space lifts, → moves to In Review, ↑ to its top, Space drops and saves. */
export const KeyboardMove: Story = {
  play: async (ctx) => {
    const canvas = await loaded(ctx);
    cardTitled(ctx.canvasElement, 'Review JavaScript code').focus();
    await userEvent.keyboard(' {ArrowRight}{ArrowUp} ');
    await expect(canvas.getByTestId('kanban-announcer')).toHaveTextContent(
      "Dropped 'Review JavaScript code' in In Review, position 1 of 4.",
    );
    await waitFor(() => expect(getDb().kanban.boards[1]?.itemsIds).toEqual([2, 3, 4, 5]), patient);
    await waitFor(() =>
      expect(cardTitled(ctx.canvasElement, 'Review JavaScript code')).toHaveFocus(),
    );
  },
};

/** The save is refused (500): the card goes back to In Progress and a toast says so. */
export const MoveRollback: Story = {
  parameters: withKanban(
    http.put(`${KANBAN}/item/state-update`, () =>
      HttpResponse.json({ message: 'Server error' }, { status: 500 }),
    ),
  ),
  play: async (ctx) => {
    const canvas = await loaded(ctx);
    cardTitled(ctx.canvasElement, 'Research FAQ page UX').focus();
    await userEvent.keyboard(' {ArrowRight} ');
    await within(document.body).findByText(
      'The move could not be saved; the card is back where it was.',
      {},
      patient,
    );
    await waitFor(() =>
      expect(boardOf(canvas, 1).getAllByTestId('kanban-card')[0]).toHaveTextContent(
        'Research FAQ page UX',
      ),
    );
  },
};
