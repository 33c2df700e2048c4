import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { getDb } from '@atrium/mocks';
import type { Review } from '@atrium/mocks/types';

import { ReviewTable } from './review-table.tsx';
import { withEcommerce } from '../../test/story-handlers.ts';
import { href } from '../routes.ts';

const PATH = href('ecommerce.manageReview');
const LIST = '*/api/apps/ecommerce/reviews';

/** The machine running the checks is shared and slow: wait longer than waitFor's 1 s. */
const patient = { timeout: 10_000 };

const meta = {
  title: 'Features/Ecommerce/Reviews/ReviewTable',
  component: ReviewTable,
  parameters: { layout: 'padded', router: { initialEntry: PATH, path: PATH } },
} satisfies Meta<typeof ReviewTable>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The table once it has answered (not busy). */
async function loadedTable(canvasElement: HTMLElement) {
  const root = await within(canvasElement).findByTestId('reviews-table', {}, patient);
  const table = within(root).getByRole('table');
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'), patient);
  return table;
}

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
  parameters: { router: { initialEntry: `${PATH}?status=Published`, path: PATH } },
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
    await loadedTable(canvasElement);
    const button = canvasElement.querySelector<HTMLElement>('[data-testid^="review-delete-"]');
    if (!button) throw new Error('no delete button');
    const id = Number(button.dataset.testid?.replace('review-delete-', ''));
    await userEvent.click(button);
    const dialog = await screen.findByRole('alertdialog', {}, patient);
    await userEvent.click(within(dialog).getAllByRole('button')[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), patient);
    await expect(getDb().reviews.some((r) => r.id === id)).toBe(true);
  },
};

/** No reviews at all: the empty state without a clear-filters action. */
export const Empty: Story = {
  parameters: withEcommerce(http.get(LIST, () => HttpResponse.json({ reviews: [], total: 0 }))),
  play: async ({ canvasElement }) => {
    const table = await loadedTable(canvasElement);
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
    await expect(within(table).queryByTestId('review-clear-filters')).toBeNull();
  },
};

/** A search kept in the URL that matches nothing: the empty state offers to clear it. */
export const NoMatch: Story = {
  parameters: { router: { initialEntry: `${PATH}?q=zzzzzz`, path: PATH } },
  play: async ({ canvasElement }) => {
    const table = await loadedTable(canvasElement);
    await userEvent.click(within(table).getByTestId('review-clear-filters'));
    await waitFor(
      () => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2),
      patient,
    );
  },
};

/** The call never answers: skeleton rows. */
export const Loading: Story = {
  parameters: withEcommerce(
    http.get(LIST, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
  play: async ({ canvasElement }) => {
    const root = await within(canvasElement).findByTestId('reviews-table', {}, patient);
    await expect(within(root).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

// Fails until the play function lets the retry through.
let fails = true;

/** The call fails: the error row with Retry; the retry loads the reviews. */
export const ServerError: Story = {
  parameters: withEcommerce(
    http.get(LIST, () =>
      fails ? HttpResponse.json({ message: 'Server error' }, { status: 500 }) : undefined,
    ),
  ),
  beforeEach: () => {
    fails = true;
  },
  play: async ({ canvasElement }) => {
    const root = await within(canvasElement).findByTestId('reviews-table', {}, patient);
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

const longReview: Review = {
  id: 9001,
  product:
    'Ultra-wide curved gaming monitor with adjustable stand and built-in speakers (2026 edition)',
  companyName: 'Panorama Displays International Holdings',
  productImage: '',
  reviewer: 'Maximiliana Bartholomew-Featherstonehaugh',
  email: 'maximiliana.bartholomew-featherstonehaugh@example-company-domain.com',
  avatar: '',
  date: '3/18/2026',
  status: 'Pending',
  review: 2,
  head: 'Great picture, but the stand wobbles whenever I type and the speakers buzz at high volume',
  para: 'I wanted to love this monitor. The colours are superb and the curve is comfortable for long sessions, but the stand wobbles with every keystroke, the speakers buzz once you pass half volume, and the on-screen menu is buried three levels deep. Support answered quickly and offered a replacement stand, which helped a little.',
};

/** Long names and text: the review is clamped to two lines and the table scrolls sideways. */
export const LongText: Story = {
  parameters: withEcommerce(
    http.get(LIST, () => HttpResponse.json({ reviews: [longReview], total: 1 })),
  ),
  play: async ({ canvasElement }) => {
    const table = await loadedTable(canvasElement);
    await expect(within(table).getByText(longReview.reviewer)).toBeVisible();
    await expect(within(table).getByTestId(`review-approve-${longReview.id}`)).toBeVisible();
  },
};
