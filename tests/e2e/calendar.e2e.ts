import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';

import { href } from '../../packages/app/src/routing/route-table.ts';

import { openSignedIn } from './session.ts';

const baseURL = inject('baseURL');

/** The day (`YYYY-MM-DD`) of the month cell under the on-screen event titled `title`, if any. */
function dayOf(page: Page, title: string): Promise<string | null> {
  return page.evaluate((wanted) => {
    const event = [...document.querySelectorAll<HTMLElement>('[data-event-id]')]
      .filter((el) => el.textContent === wanted && el.checkVisibility())
      .map((el) => el.closest<HTMLElement>('[role="button"]'))
      .find(Boolean);
    if (!event) return null;
    const box = event.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const cell = [...document.querySelectorAll<HTMLElement>('[data-day]')].find((c) => {
      const r = c.getBoundingClientRect();
      return x >= r.left && x <= r.right && y >= r.top && y <= r.bottom;
    });
    return cell?.dataset.day ?? null;
  }, title);
}

/**
 * Presses Tab until the on-screen event titled `title` has the focus, as a keyboard user gets
 * there (through the navigation, the toolbar, the roving day and the events before it).
 */
async function tabTo(page: Page, title: string, most = 250): Promise<void> {
  for (let press = 0; press < most; press += 1) {
    const there = await page.evaluate((wanted) => {
      const active = document.activeElement;
      return (
        active?.getAttribute('role') === 'button' &&
        active.querySelector('[data-event-id]')?.textContent === wanted
      );
    }, title);
    if (there) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${most} presses of Tab never reached “${title}”`);
}

/** The next PUT of an event: the moves are optimistic, so a reload must wait for the save. */
const eventSaved = (page: Page) =>
  page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().includes('/apps/calendar/') && r.ok(),
  );

const nextDay = (day: string) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

describe('the calendar app in the built app', () => {
  it('creates an event from a day click, opens it from the keyboard, moves it with the keyboard and the mouse, keeps it after reloads and deletes it', async () => {
    const { page, context, errors } = await openSignedIn(baseURL, 'admin', 'apps/calendar');
    await page.waitForURL(`**${href('calendar')}`);
    const title = 'Stock take (e2e)';

    // A day of the second week of the month on show: always in the grid, never the first cell.
    const cell = page.locator('[data-day]').nth(10);
    await cell.waitFor();
    const day = await cell.getAttribute('data-day');
    if (!day) throw new Error('No day cell');
    const box = await cell.boundingBox();
    if (!box) throw new Error('Day cell not laid out');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height - 8);

    const drawer = page.getByTestId('event-drawer');
    await drawer.getByRole('textbox', { name: /^Title/ }).fill(title);
    await drawer.getByTestId('event-save').click();
    await expect.poll(() => dayOf(page, title)).toBe(day);

    const event = page.locator('[role="button"]', { hasText: title }).filter({ visible: true });
    // Reached with Tab and opened with Enter: the drawer holds the event; Escape closes it.
    await tabTo(page, title);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => drawer.getByRole('textbox', { name: /^Title/ }).inputValue())
      .toBe(title);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    // Moved a day with ArrowRight: announced, saved, and still there after a reload.
    await tabTo(page, title);
    const saved = eventSaved(page);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => dayOf(page, title)).toBe(nextDay(day));
    await expect.poll(() => page.getByTestId('calendar-announcer').innerText()).toContain(title);
    await saved;
    await page.reload();
    await expect.poll(() => dayOf(page, title)).toBe(nextDay(day));

    // Dragged with the mouse to a day of the next week: saved, and there after a reload.
    const target = page.locator('[data-day]').nth(18);
    const targetDay = await target.getAttribute('data-day');
    const from = await event.boundingBox();
    const to = await target.boundingBox();
    if (!targetDay || !from || !to) throw new Error('Event or target day not laid out');
    const dropped = eventSaved(page);
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    // In steps, past FullCalendar's drag threshold, as a hand moves.
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    await page.mouse.up();
    await expect.poll(() => dayOf(page, title)).toBe(targetDay);
    await dropped;
    await page.reload();
    await expect.poll(() => dayOf(page, title)).toBe(targetDay);

    // Delete, after the confirm.
    await page.locator('[role="button"]', { hasText: title }).filter({ visible: true }).click();
    await page.getByTestId('event-delete').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => dayOf(page, title)).toBeNull();
    await page.reload();
    await page.locator('[data-event-id]').first().waitFor();
    expect(await dayOf(page, title)).toBeNull();

    expect(errors).toEqual([]);
    await context.close();
  });
});
