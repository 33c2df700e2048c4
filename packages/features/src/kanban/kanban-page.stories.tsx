import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { getDb } from '@atrium/mocks';
import type { KanbanData } from '@atrium/mocks/types';

import { patient } from '../test/story-handlers.ts';
import { KanbanPage } from './kanban-page.tsx';
import { chooseFromBoardMenu, startRename } from './test/board-story-steps.ts';
import { dragWithPointer } from './test/pointer-drag.ts';
import { failingKanban, KANBAN, withKanban } from './test/kanban-story-handlers.ts';

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
const boardOf = (canvas: { getByTestId: (id: string) => HTMLElement }, id: number) =>
  within(canvas.getByTestId(`kanban-board-${id}`));
/** The arrow key towards the next board: right in left-to-right, left in right-to-left. */
const towardsNext = (element: HTMLElement) =>
  getComputedStyle(element).direction === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}';
/** The arrow key towards the previous board: left in left-to-right, right in right-to-left. */
const towardsPrevious = (element: HTMLElement) =>
  getComputedStyle(element).direction === 'rtl' ? '{ArrowRight}' : '{ArrowLeft}';
const boardOrder = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll<HTMLElement>('[data-board-id]')].map((b) =>
    Number(b.dataset.boardId),
  );
const handleOf = (canvasElement: HTMLElement, boardId: number) =>
  canvasElement.querySelector<HTMLElement>(`[data-board-handle="${boardId}"]`)!;
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

/** The board call fails: an error with a retry. */
export const ServerError: Story = {
  parameters: withKanban(
    http.get(KANBAN, () => HttpResponse.json({ message: 'Server error' }, { status: 500 })),
  ),
  play: async ({ canvasElement }) => {
    // The error's one button is its retry.
    await within(canvasElement).findByRole('button', {}, patient);
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
    await userEvent.click(done.getByTestId('kanban-add-item'));
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
    await userEvent.click(canvas.getByTestId('kanban-add-board-open'));
    const field = within(canvas.getByTestId('kanban-add-board')).getByRole('textbox');
    await userEvent.type(field, 'DONE{Enter}');
    // The message names the board ("A board named Done already exists" in English).
    await waitFor(() => expect(field).toHaveAccessibleErrorMessage(/Done/), patient);
    await expect(getDb().kanban.boards).toHaveLength(3);
  },
};

/** Add a board: it appears after the last one. */
export const AddBoard: Story = {
  play: async (ctx) => {
    const canvas = await loaded(ctx);
    await userEvent.click(canvas.getByTestId('kanban-add-board-open'));
    const field = within(canvas.getByTestId('kanban-add-board')).getByRole('textbox');
    await userEvent.type(field, 'Backlog{Enter}');
    await canvas.findByRole('heading', { level: 2, name: 'Backlog' }, patient);
    await expect(getDb().kanban.boards.at(-1)?.title).toBe('Backlog');
  },
};

/** Rename a board from its menu: Enter saves. */
export const RenameBoard: Story = {
  play: async (ctx) => {
    const canvas = await loaded(ctx);
    const field = await startRename(canvas.getByTestId('kanban-board-2'));
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
    await chooseFromBoardMenu(canvas.getByTestId('kanban-board-3'), 'delete');
    const dialog = await body.findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleName(/Done/);
    // The confirm button comes after Cancel.
    await userEvent.click(within(dialog).getAllByRole('button').at(-1)!);
    await waitFor(() => expect(canvas.queryByTestId('kanban-board-3')).toBeNull(), patient);
    await expect(getDb().kanban.boards).toHaveLength(2);
  },
};

/** From the keyboard: Space lifts, → moves to In Review, ↑ to its top, Space drops and saves. */
export const KeyboardMove: Story = {
  play: async (ctx) => {
    const canvas = await loaded(ctx);
    cardTitled(ctx.canvasElement, 'Review JavaScript code').focus();
    await userEvent.keyboard(` ${towardsNext(ctx.canvasElement)}{ArrowUp} `);
    // "Dropped 'Review JavaScript code' in In Review, position 1 of 4." in English.
    await expect(canvas.getByTestId('kanban-announcer')).toHaveTextContent(
      /Review JavaScript code.*In Review.*1.*4/,
    );
    await waitFor(() => expect(getDb().kanban.boards[1]?.itemsIds).toEqual([2, 3, 4, 5]), patient);
    await waitFor(() =>
      expect(cardTitled(ctx.canvasElement, 'Review JavaScript code')).toHaveFocus(),
    );
  },
};

/** The save is refused (500): the card goes back to In Progress and a toast says so. */
export const MoveRollback: Story = {
  parameters: failingKanban('put', '/item/state-update'),
  play: async (ctx) => {
    const canvas = await loaded(ctx);
    cardTitled(ctx.canvasElement, 'Research FAQ page UX').focus();
    await userEvent.keyboard(` ${towardsNext(ctx.canvasElement)} `);
    // Held over In Review when dropped, back in In Progress once the save is refused.
    await waitFor(
      () =>
        expect(boardOf(canvas, 1).getAllByTestId('kanban-card')[0]).toHaveTextContent(
          'Research FAQ page UX',
        ),
      patient,
    );
    const toast = await within(document.body).findByRole('alert', {}, patient);
    await expect(toast.closest('[data-severity]')).toHaveAttribute('data-severity', 'error');
    await expect(getDb().kanban.boards[1]?.itemsIds).toEqual([3, 4, 5]);
  },
};

/** A board from the keyboard: Space lifts Done by its handle, ← moves it before In Review, Space drops and saves. */
export const KeyboardBoardMove: Story = {
  play: async (ctx) => {
    const canvas = await loaded(ctx);
    handleOf(ctx.canvasElement, 3).focus();
    await userEvent.keyboard(` ${towardsPrevious(ctx.canvasElement)} `);
    // "Dropped board Done at position 2 of 3." in English.
    await expect(canvas.getByTestId('kanban-announcer')).toHaveTextContent(/Done.*2.*3/);
    await waitFor(() => expect(boardOrder(ctx.canvasElement)).toEqual([1, 3, 2]), patient);
    await waitFor(() => expect(getDb().kanban.boards.map((b) => b.id)).toEqual([1, 3, 2]), patient);
    await waitFor(() => expect(handleOf(ctx.canvasElement, 3)).toHaveFocus(), patient);
  },
};

/** The new board order is refused (500): Done goes back to the end and a toast says so. */
export const BoardMoveRollback: Story = {
  parameters: failingKanban('put', '/board/state-update'),
  play: async (ctx) => {
    await loaded(ctx);
    handleOf(ctx.canvasElement, 3).focus();
    await userEvent.keyboard(` ${towardsPrevious(ctx.canvasElement)}`);
    // Held before In Review, then dropped; back at the end once the save is refused.
    await waitFor(() => expect(boardOrder(ctx.canvasElement)).toEqual([1, 3, 2]), patient);
    await userEvent.keyboard(' ');
    const toast = await within(document.body).findByRole('alert', {}, patient);
    await expect(toast.closest('[data-severity]')).toHaveAttribute('data-severity', 'error');
    await waitFor(() => expect(boardOrder(ctx.canvasElement)).toEqual([1, 2, 3]), patient);
    await expect(getDb().kanban.boards.map((b) => b.id)).toEqual([1, 2, 3]);
  },
};

/**
 * With the pointer (react-dnd's HTML5 backend): Research FAQ page UX dropped on the top half of
 * Review completed Apps goes before it, in In Review, and the fake API saves both boards so.
 */
export const PointerMove: Story = {
  tags: ['no-visual'],
  play: async (ctx) => {
    const canvas = await loaded(ctx);
    const cardItem = (id: number) =>
      ctx.canvasElement.querySelector<HTMLElement>(`[data-card-id="${id}"]`)!;
    await dragWithPointer(cardItem(1), cardItem(3));
    await waitFor(
      () =>
        expect(boardOf(canvas, 2).getAllByTestId('kanban-card')[0]).toHaveTextContent(
          'Research FAQ page UX',
        ),
      patient,
    );
    await waitFor(() => expect(getDb().kanban.boards[1]?.itemsIds).toEqual([1, 3, 4, 5]), patient);
    await expect(getDb().kanban.boards[0]?.itemsIds).toEqual([2]);
  },
};

/**
 * A board with the pointer (react-dnd's HTML5 backend): Done dragged by its handle onto In
 * Progress goes first, and the fake API saves the new order.
 */
export const PointerBoardMove: Story = {
  tags: ['no-visual'],
  play: async (ctx) => {
    const canvas = await loaded(ctx);
    await dragWithPointer(handleOf(ctx.canvasElement, 3), canvas.getByTestId('kanban-board-1'));
    await waitFor(() => expect(boardOrder(ctx.canvasElement)).toEqual([3, 1, 2]), patient);
    await waitFor(() => expect(getDb().kanban.boards.map((b) => b.id)).toEqual([3, 1, 2]), patient);
  },
};
