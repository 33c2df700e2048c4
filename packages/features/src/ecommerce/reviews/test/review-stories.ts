import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import type { Review } from '@atrium/mocks/types';

import { patient } from '../../../test/list-stories.ts';
import { withEcommerce } from '../../../test/story-handlers.ts';
import { href } from '../../routes.ts';
import { ecommerceCollection } from '../../test/list-stories.ts';

export const PATH = href('ecommerce.manageReview');

/** The reviews list for the story kit (the page adds its summary alongside) and its checks. */
export const {
  endpoint: LIST,
  summary: SUMMARY,
  list: reviewList,
  table: reviewTable,
} = ecommerceCollection('reviews', PATH);

/** A search kept in the URL that matches nothing: the empty state offers to clear it. */
export const noMatchStory = {
  parameters: { router: { initialEntry: `${PATH}?q=zzzzzz`, path: PATH } },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const table = await reviewTable.loaded(canvasElement);
    await userEvent.click(within(table).getByTestId('review-clear-filters'));
    await waitFor(
      () => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2),
      patient,
    );
  },
};

export const longReview: Review = {
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

/**
 * Once the table has loaded, presses the first row's Delete: resolves to that review's id and the
 * confirmation dialog it opened.
 */
export async function openDeleteDialog(canvasElement: HTMLElement) {
  await reviewTable.loaded(canvasElement);
  const button = canvasElement.querySelector<HTMLElement>('[data-testid^="review-delete-"]');
  if (!button) throw new Error('no delete button');
  const id = Number(button.dataset.testid?.replace('review-delete-', ''));
  await userEvent.click(button);
  const dialog = await screen.findByRole('alertdialog', {}, patient);
  return { id, dialog };
}

/**
 * Long names and text (`longReview` alone in the list): the reviewer shows; `check` adds what the
 * screen also shows of it.
 */
export const longTextStory = (check?: (table: HTMLElement) => Promise<void>) => ({
  parameters: withEcommerce(
    http.get(LIST, () => HttpResponse.json({ reviews: [longReview], total: 1 })),
  ),
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const table = await reviewTable.loaded(canvasElement);
    await expect(within(table).getByText(longReview.reviewer)).toBeVisible();
    await check?.(table);
  },
});
