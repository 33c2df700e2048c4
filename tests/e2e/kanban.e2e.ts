import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';

import { href } from '../../packages/app/src/routing/route-table.ts';

import { openSignedIn } from './session.ts';

const baseURL = inject('baseURL');

/** The card titles of the board called `title`, in order. */
async function titlesOf(page: Page, title: string): Promise<string[]> {
  const board = page.getByRole('region', { name: title, exact: true });
  return board.getByTestId('kanban-card-title').allInnerTexts();
}

describe('the kanban app in the built app', () => {
  it('adds a board (a taken title refused), adds an item, moves it from the keyboard and keeps the order after a reload', async () => {
    const { page, context, errors } = await openSignedIn(baseURL, 'admin', 'apps/kanban');
    await page.waitForURL(`**${href('kanban')}`);
    await page.getByRole('heading', { level: 2, name: 'Done', exact: true }).waitFor();

    // A taken title is refused inline, whatever its case; a new one becomes the last board.
    await page.getByRole('button', { name: 'Add new board' }).click();
    const boardTitle = page.getByRole('textbox', { name: 'Title of the new board' });
    await boardTitle.fill('done');
    await boardTitle.press('Enter');
    await page.getByText('A board named Done already exists').waitFor();
    await boardTitle.fill('Backlog');
    await boardTitle.press('Enter');
    await page.getByRole('heading', { level: 2, name: 'Backlog', exact: true }).waitFor();

    // An item added to Backlog.
    const backlog = page.getByRole('region', { name: 'Backlog', exact: true });
    await backlog.getByRole('button', { name: 'Add new item' }).click();
    await backlog.getByRole('textbox').fill('Write the e2e test');
    await backlog.getByRole('textbox').press('Enter');
    await expect.poll(() => titlesOf(page, 'Backlog')).toEqual(['Write the e2e test']);

    // From the keyboard: lift it, one board to the left (Done), to the top, drop.
    await backlog.getByTestId('kanban-card').first().focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    // The move is optimistic: the reload below must wait for its save, whose answer comes after
    // the fake API has stored the new order.
    const saved = page.waitForResponse(
      (r) =>
        r.request().method() === 'PUT' &&
        r.url().includes('/apps/kanban/item/state-update') &&
        r.ok(),
    );
    await page.keyboard.press('Space');
    await expect
      .poll(() => page.getByTestId('kanban-announcer').innerText())
      .toContain("Dropped 'Write the e2e test' in Done, position 1 of 4.");
    const done = ['Write the e2e test', ...(await titlesOf(page, 'Done')).slice(1)];
    expect(await titlesOf(page, 'Done')).toEqual(done);
    expect(await titlesOf(page, 'Backlog')).toEqual([]);

    // Once the save has landed, a reload shows the fake API's order.
    await saved;
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Backlog', exact: true }).waitFor();
    await expect.poll(() => titlesOf(page, 'Done')).toEqual(done);
    expect(await titlesOf(page, 'Backlog')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
