import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { getDb } from '@atrium/mocks';

import { listPageStories, patient } from '../../test/list-stories.ts';
import { ReviewTable } from './review-table.tsx';
import {
  longReview,
  longTextStory,
  noMatchStory,
  openDeleteDialog,
  reviewList,
  reviewTable,
} from './test/review-stories.ts';

const kit = listPageStories(ReviewTable, reviewList);

const meta = {
  title: 'Features/Ecommerce/Reviews/ReviewTable',
  ...kit.meta,
} satisfies Meta<typeof ReviewTable>;
export default meta;

type Story = StoryObj<typeof meta>;

const loadedTable = reviewTable.loaded;

/** The seeded reviews; the Published tab shows only published ones (each can be unpublished). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement);
    await userEvent.click(within(canvasElement).getByTestId('review-tab-Published'));
    await waitFor(async () => {
      const table = await loadedTable(canvasElement);
      await expect(within(table).getAllByRole('row').length).toBeGreaterThan(2);
      await expect(table.querySelector('[data-testid^="review-approve-"]')).toBeNull();
    }, patient);
  },
};

/** Unpublishing a published review sends it back to moderation. */
export const Unpublish: Story = {
  parameters: kit.at('?status=Published'),
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement);
    const button = canvasElement.querySelector<HTMLElement>('[data-testid^="review-unpublish-"]');
    if (!button) throw new Error('no published review');
    const id = Number(button.dataset.testid?.replace('review-unpublish-', ''));
    await userEvent.click(button);
    await waitFor(
      () => expect(getDb().reviews.find((r) => r.id === id)?.status).toBe('Pending'),
      patient,
    );
  },
};

/** Delete asks first; cancelling keeps the review. */
export const DeleteCancelled: Story = {
  play: async ({ canvasElement }) => {
    const { id, dialog } = await openDeleteDialog(canvasElement);
    await userEvent.click(within(dialog).getAllByRole('button')[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), patient);
    await expect(getDb().reviews.some((r) => r.id === id)).toBe(true);
  },
};

/** No reviews at all: the empty state without a clear-filters action. */
export const Empty: Story = {
  ...kit.states.empty,
  play: async (context) => {
    await kit.states.empty.play(context);
    await expect(within(context.canvasElement).queryByTestId('review-clear-filters')).toBeNull();
  },
};

/** A search kept in the URL that matches nothing: the empty state offers to clear it. */
export const NoMatch: Story = noMatchStory;

/** The call never answers: skeleton rows. */
export const Loading: Story = kit.states.loading;

/** The call fails: the error row with Retry; the retry loads the reviews. */
export const ServerError: Story = kit.retry();

/** Long names and text: the review is clamped to two lines and the table scrolls sideways. */
export const LongText: Story = longTextStory(async (table) => {
  await expect(within(table).getByTestId(`review-approve-${longReview.id}`)).toBeVisible();
});
