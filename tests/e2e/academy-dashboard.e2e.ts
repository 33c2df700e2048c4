import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';

import { href } from '../../packages/app/src/routing/route-table.ts';

import { openSignedIn } from './session.ts';

const baseURL = inject('baseURL');

/** What each card shows once its figures are in (by test id, so the check reads no language). */
const cardsReady: readonly (readonly [string, string])[] = [
  ['academy-card-welcome', 'academy-welcome-hours'],
  ['academy-card-webinar', 'academy-webinar-title'],
  ['academy-card-topics', 'academy-topic-Web'],
  ['academy-card-instructors', 'academy-instructor'],
  ['academy-card-top-courses', 'academy-top-course'],
  ['academy-card-assignments', 'academy-assignment-Web'],
  ['academy-card-courses', 'academy-course-title'],
];

/** Every card reaches its figures and none shows an error. */
async function everyCardLoaded(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Academy dashboard' }).waitFor();
  for (const [card, figure] of cardsReady) {
    await page.getByTestId(card).getByTestId(figure).first().waitFor();
  }
  expect(await page.getByRole('alert').count()).toBe(0);
}

describe('the academy dashboard in the built app', () => {
  it('draws every card from the fake API at both of its addresses', async () => {
    const { page, context, errors } = await openSignedIn(baseURL, 'admin', 'dashboards/academy');
    await page.waitForURL(`**${href('dashboards.academy')}`);
    await everyCardLoaded(page);

    // The courses table keeps its sort in the URL.
    await page
      .getByRole('table', { name: 'Course list' })
      .getByRole('button', { name: 'Progress' })
      .click();
    await page.waitForURL(/sortBy=progress/);

    await page.goto(`${baseURL}${href('academy.dashboard').slice(1)}`);
    await expect.poll(() => new URL(page.url()).pathname).toBe(href('academy.dashboard'));
    await everyCardLoaded(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
