import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { getDb, kanbanHandlers } from '@atrium/mocks';

import { patient } from '../../test/story-handlers.ts';
import { KANBAN_LABELS } from './kanban-labels.ts';
import { ItemOnBoard } from './test/item-fixtures.tsx';
import {
  choicesOf,
  confirmOf,
  drawerOf,
  expectToast,
  fieldOf,
  retitleAndUpdate,
} from './test/item-story-steps.ts';

const UPDATE = '*/api/apps/kanban/item/update';
const stored = (id: number) => getDb().kanban.items.find((item) => item.id === id);

const meta = {
  title: 'Features/Kanban/ItemDrawer',
  component: ItemOnBoard,
  args: { itemId: 1, onClose: fn() },
} satisfies Meta<typeof ItemOnBoard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Editing a seeded item: its values, chosen labels and members, counts and latest comment. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await drawerOf(canvasElement);
    await expect(fieldOf(drawer, 'title')).toHaveValue(stored(1)?.title);
    const ux = KANBAN_LABELS.findIndex((label) => label.name === 'UX');
    await expect(choicesOf(drawer, 'labels')[ux]).toHaveAttribute('aria-pressed', 'true');
  },
};

/** An item with a cover, three members and a long comment (seed item 4), in Arabic. */
export const Arabic: Story = {
  args: { itemId: 4 },
  globals: { language: 'ar' },
  play: async ({ canvasElement }) => {
    await drawerOf(canvasElement);
  },
};

/** No title: the form says so under the field and sends nothing. */
export const ValidationError: Story = {
  play: async ({ args, canvasElement }) => {
    const drawer = await drawerOf(canvasElement);
    const title = fieldOf(drawer, 'title');
    await userEvent.clear(title);
    await userEvent.click(within(drawer).getByTestId('kanban-item-update'));
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'), patient);
    await waitFor(() => expect(title).toHaveFocus(), patient);
    await expect(stored(1)?.title).not.toBe('');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The update fails (500): the reason above the fields, the typed title kept, the drawer open. */
export const ServerErrorOnUpdate: Story = {
  parameters: {
    msw: {
      handlers: {
        kanban: [
          http.put(UPDATE, () => HttpResponse.json({ message: 'Server error' }, { status: 500 })),
          ...kanbanHandlers,
        ],
      },
    },
  },
  play: async ({ args, canvasElement }) => {
    const drawer = await drawerOf(canvasElement);
    await retitleAndUpdate(drawer, 'Research the FAQ page');
    await within(drawer).findByTestId('kanban-item-failure', {}, patient);
    await expect(fieldOf(drawer, 'title')).toHaveValue('Research the FAQ page');
    await expect(stored(1)?.title).toBe('Research FAQ page UX');
    await expect(args.onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(within(drawer).getByTestId('kanban-item-update')).toBeEnabled());
  },
};

/** The update is on its way: Update shows it is busy and Delete waits. */
export const Saving: Story = {
  parameters: {
    msw: {
      handlers: {
        kanban: [
          http.put(UPDATE, async () => {
            await delay('infinite');
            return HttpResponse.json({});
          }),
          ...kanbanHandlers,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const drawer = await drawerOf(canvasElement);
    await retitleAndUpdate(drawer, 'Research the FAQ page');
    // The ui Button stays focusable when disabled: it says so with aria-disabled.
    await waitFor(
      () =>
        expect(within(drawer).getByTestId('kanban-item-delete')).toHaveAttribute(
          'aria-disabled',
          'true',
        ),
      patient,
    );
    await expect(
      within(drawer).getByTestId('kanban-item-update').querySelector('[data-spinner]'),
    ).not.toBeNull();
  },
};

/** The team is still loading: the members' place holds placeholders. */
export const TeamLoading: Story = {
  parameters: {
    msw: {
      handlers: {
        team: [
          http.get('*/api/apps/team', async () => {
            await delay('infinite');
            return HttpResponse.json([]);
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await body.findByTestId('kanban-item-drawer', {}, patient);
    await expect(within(drawer).queryByTestId('kanban-item-members')).toBeNull();
  },
};

/** The team could not be loaded: the error with Retry (the jsdom test retries it). */
export const TeamError: Story = {
  parameters: {
    msw: {
      handlers: {
        team: [
          // Always failing: a `once` handler is spent by the first of the screenshot runs.
          http.get('*/api/apps/team', () => HttpResponse.json({}, { status: 500 })),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await body.findByTestId('kanban-item-drawer', {}, patient);
    await within(drawer).findByRole('button', { name: /retry|réessayer|erneut|إعادة/i }, patient);
  },
};

/** Delete asks first: the confirm in front of the drawer. */
export const DeleteConfirm: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await drawerOf(canvasElement);
    await userEvent.click(within(drawer).getByTestId('kanban-item-delete'));
    const confirm = await confirmOf(canvasElement);
    await expect(confirm).toHaveTextContent(stored(1)?.title ?? '');
  },
};

/** Update: the fake API stores the new title, label and comment; the card redraws; it closes. */
export const Updates: Story = {
  tags: ['no-visual'],
  play: async ({ args, canvasElement }) => {
    const drawer = await drawerOf(canvasElement);
    const before = structuredClone(stored(1));
    const app = KANBAN_LABELS.findIndex((label) => label.name === 'App');
    await userEvent.click(choicesOf(drawer, 'labels')[app]!);
    await userEvent.type(fieldOf(drawer, 'comment'), 'Top 20 done.');
    await retitleAndUpdate(drawer, 'Research the FAQ page');
    await waitFor(() => expect(args.onClose).toHaveBeenCalled(), patient);
    await expect(stored(1)).toMatchObject({
      title: 'Research the FAQ page',
      labels: ['UX', 'App'],
      comments: 'Top 20 done.',
      commentsCount: (before?.commentsCount ?? 0) + 1,
    });
    await expectToast(canvasElement, 'Research the FAQ page');
    await expect(
      await within(canvasElement).findByText('Research the FAQ page', {}, patient),
    ).toBeVisible();
  },
};

/** Delete, confirmed: the fake API no longer has the item, nor its board; the drawer closes. */
export const Deletes: Story = {
  tags: ['no-visual'],
  play: async ({ args, canvasElement }) => {
    const drawer = await drawerOf(canvasElement);
    await userEvent.click(within(drawer).getByTestId('kanban-item-delete'));
    const confirm = await confirmOf(canvasElement);
    const buttons = within(confirm).getAllByRole('button');
    await userEvent.click(buttons.at(-1)!);
    await waitFor(() => expect(args.onClose).toHaveBeenCalled(), patient);
    await expect(stored(1)).toBeUndefined();
    await expect(getDb().kanban.boards.flatMap((board) => board.itemsIds)).not.toContain(1);
    await within(canvasElement).findByTestId('kanban-item-gone', {}, patient);
  },
};
