import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { getDb } from '@atrium/mocks';

import { patient } from '../../test/story-handlers.ts';
import { withMaxWidth } from '../../test/story-layout.tsx';
import { KANBAN_LABELS } from './kanban-labels.ts';
import { CardOfSeed } from './test/item-fixtures.tsx';

const meta = {
  title: 'Features/Kanban/Card',
  component: CardOfSeed,
  args: { itemId: 1, onOpen: fn() },
  // The width a board column gives its cards.
  decorators: [withMaxWidth(280)],
} satisfies Meta<typeof CardOfSeed>;
export default meta;

type Story = StoryObj<typeof meta>;

const cardOf = (canvasElement: HTMLElement) =>
  within(canvasElement).findByTestId('kanban-card', {}, patient);

/** A seeded card: a label, its due date, counts and two members. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement);
    await expect(within(card).getByTestId('kanban-card-due')).toBeVisible();
    await expect(within(card).getByTestId('kanban-card-attachments')).toBeVisible();
  },
};

/** A card with a cover image (seed item 4). */
export const WithImage: Story = {
  args: { itemId: 4 },
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement);
    const image = card.querySelector('img');
    await expect(image).not.toBeNull();
    // The screenshot must show the picture, not an empty box.
    await waitFor(() => expect(image?.naturalWidth).toBeGreaterThan(0), patient);
  },
};

/** Every label of the set and one from elsewhere (neutral), with more members than avatars drawn. */
export const ManyLabelsAndMembers: Story = {
  args: {
    itemId: 2,
    allMembers: true,
    change: { labels: [...KANBAN_LABELS.map((label) => label.name), 'Marketing'] },
  },
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement);
    // The label from elsewhere is shown as stored, in the neutral colour.
    await expect(within(card).getByText('Marketing')).toBeVisible();
    // Three places in the group: two faces and the "+N" of the rest.
    await expect(within(card).getByRole('group').children).toHaveLength(3);
  },
};

/** Due two days ago (seed item 7): the date in the error colour, with its own icon, said overdue. */
export const Overdue: Story = {
  args: { itemId: 7 },
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement);
    await expect(within(card).getByTestId('kanban-card-overdue')).toBeVisible();
    await expect(within(card).queryByTestId('kanban-card-due')).toBeNull();
  },
};

/** No due date, no attachments, no comments: only what there is. */
export const NoDueDate: Story = {
  args: { itemId: 5, change: { dueDate: '', attachments: 0, commentsCount: 0, labels: [] } },
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement);
    await expect(within(card).queryByTestId('kanban-card-due')).toBeNull();
    await expect(within(card).queryByTestId('kanban-card-comments')).toBeNull();
  },
};

/** A long title wraps inside the card's width. */
export const LongTitle: Story = {
  args: {
    itemId: 3,
    change: {
      title:
        'Review every completed app screen against the store settings, the checkout wizard and the order export before the spring release',
    },
  },
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement);
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

/** In Arabic: right to left, the date in Arabic, the known labels translated. */
export const Arabic: Story = {
  args: { itemId: 4 },
  globals: { language: 'ar' },
};

/** A click, Enter and Space each open the card's item. */
export const Opens: Story = {
  tags: ['no-visual'],
  play: async ({ args, canvasElement }) => {
    const card = await cardOf(canvasElement);
    await userEvent.click(card);
    card.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onOpen).toHaveBeenCalledTimes(3);
    await expect(args.onOpen).toHaveBeenCalledWith(getDb().kanban.items[0]?.id);
  },
};
