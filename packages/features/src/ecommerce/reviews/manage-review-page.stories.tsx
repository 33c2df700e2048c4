import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { getDb } from '@atrium/mocks';
import type { ReviewSummary } from '@atrium/mocks/types';

import { listPageStories, patient } from '../../test/list-stories.ts';
import { withEcommerce } from '../../test/story-handlers.ts';
import { ManageReviewPage } from './manage-review-page.tsx';
import {
  LIST,
  longTextStory,
  noMatchStory,
  openDeleteDialog,
  reviewList,
  reviewTable,
  SUMMARY,
} from './test/review-stories.ts';

const kit = listPageStories(ManageReviewPage, { ...reviewList, alongside: [SUMMARY] });

const meta = {
  title: 'Features/Ecommerce/Reviews/ManageReviewPage',
  ...kit.meta,
} satisfies Meta<typeof ManageReviewPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const loadedTable = reviewTable.loaded;

/** The seeded reviews; the Pending tab is chosen with the keyboard. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement);
    within(canvasElement).getByTestId('review-tab-Pending').focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(
      () =>
        expect(within(canvasElement).getByTestId('review-tab-Pending')).toHaveAttribute(
          'aria-selected',
          'true',
        ),
      patient,
    );
    const pending = getDb().reviews.filter((r) => r.status === 'Pending');
    const table = await loadedTable(canvasElement);
    await waitFor(
      () =>
        expect(within(table).getAllByRole('row')[1]).toHaveTextContent(pending[0]?.reviewer ?? ''),
      patient,
    );
  },
};

/** Approving a pending review publishes it: it leaves the Pending view and a toast confirms. */
export const Approve: Story = {
  parameters: kit.at('?status=Pending'),
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement);
    const first = getDb().reviews.find((r) => r.status === 'Pending');
    if (!first) throw new Error('no pending review in the seed');
    await userEvent.click(within(canvasElement).getByTestId(`review-approve-${first.id}`));
    await waitFor(
      () => expect(within(canvasElement).queryByTestId(`review-approve-${first.id}`)).toBeNull(),
      patient,
    );
    await expect(getDb().reviews.find((r) => r.id === first.id)?.status).toBe('Published');
  },
};

/** Delete asks first; confirming removes the review. */
export const DeleteWithConfirm: Story = {
  play: async ({ canvasElement }) => {
    const { id, dialog } = await openDeleteDialog(canvasElement);
    const buttons = within(dialog).getAllByRole('button');
    // The destructive confirm button is the last one in the dialog's actions.
    await userEvent.click(buttons[buttons.length - 1] as HTMLElement);
    await waitFor(() => expect(getDb().reviews.some((r) => r.id === id)).toBe(false), patient);
    // The end state the picture shows: the toast is in, and the row has left the refetched list.
    // Ending sooner could let the toast slide in while the screenshot was taken (a CI run found
    // no stable picture within 5 s).
    await waitFor(
      () =>
        expect(
          canvasElement.ownerDocument.querySelector('[data-severity="success"]'),
        ).not.toBeNull(),
      patient,
    );
    await waitFor(
      () => expect(canvasElement.querySelector(`[data-testid="review-delete-${id}"]`)).toBeNull(),
      patient,
    );
  },
};

const emptySummary: ReviewSummary = {
  average: 0,
  total: 0,
  published: 0,
  pending: 0,
  histogram: [5, 4, 3, 2, 1].map((rating) => ({ rating: rating as 1, count: 0 })),
  weeks: [],
};

/** No reviews at all. */
export const Empty: Story = {
  parameters: withEcommerce(
    http.get(SUMMARY, () => HttpResponse.json(emptySummary)),
    http.get(LIST, () => HttpResponse.json({ reviews: [], total: 0 })),
  ),
  play: reviewTable.noRows,
};

/** A search kept in the URL that matches nothing: the empty state offers to clear it. */
export const NoMatch: Story = noMatchStory;

/** Both calls never answer: skeletons. */
export const Loading: Story = kit.states.loading;

/** Both calls fail: error states with retry. */
export const ServerError: Story = kit.states.serverError;

/** Long names and text: the review is clamped to two lines and the table scrolls sideways. */
export const LongText: Story = longTextStory();
