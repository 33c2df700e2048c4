import { describe, expect, inject, it } from 'vitest';

import { href } from '../../packages/app/src/routing/route-table.ts';

import { openSignedIn } from './session.ts';

const baseURL = inject('baseURL');

describe('the academy in the built app', () => {
  it('searches and hides completed courses in the URL, opens a course, ticks a topic and keeps it after a reload', async () => {
    const { page, context, errors } = await openSignedIn(
      baseURL,
      'admin',
      'apps/academy/my-course',
    );
    await page.waitForURL(`**${href('academy.myCourse')}`);
    const cards = page.getByRole('list', { name: 'Courses' }).getByRole('heading', { level: 3 });
    await cards.first().waitFor();

    // Search and "hide completed" live in the URL; the cards follow.
    await page.getByRole('searchbox', { name: 'Search courses' }).fill('ines');
    await page.waitForURL(/[?&]q=ines/);
    await page.getByRole('switch', { name: 'Hide completed' }).click();
    await page.waitForURL(/hideCompleted=true/);
    await expect.poll(() => cards.allInnerTexts()).not.toEqual([]);
    const titles = await cards.allInnerTexts();
    expect(titles.length).toBeGreaterThan(0);

    // The first card opens its course's details.
    await cards.first().getByRole('link').click();
    await page.waitForURL(/\/apps\/academy\/course-details\?courseId=\d+/);
    await page.getByRole('heading', { level: 1, name: titles[0] }).waitFor();

    // The open section's first unticked topic, ticked; the save lands before the reload.
    const box = page.getByRole('checkbox', { checked: false }).first();
    const sectionId = await box.evaluate(
      (el) => el.closest('[data-testid^="section-"]')?.getAttribute('data-testid') ?? '',
    );
    const topic = await box.evaluate(
      (el) => el.ownerDocument.querySelector(`label[for="${el.id}"]`)?.textContent ?? '',
    );
    const section = page.getByTestId(sectionId);
    const status = section.getByTestId('section-status');
    const before = await status.innerText();
    const saved = page.waitForResponse(
      (r) =>
        r.request().method() === 'PATCH' &&
        r.url().includes('/apps/academy/course-details/topics') &&
        r.ok(),
    );
    await section.getByRole('checkbox', { name: topic, exact: true }).click();
    await expect.poll(() => status.innerText()).not.toBe(before);
    const after = await status.innerText();
    await saved;

    await page.reload();
    await page.getByRole('heading', { level: 1, name: titles[0] }).waitFor();
    const reloaded = page.getByTestId(sectionId);
    await expect.poll(() => reloaded.getByTestId('section-status').innerText()).toBe(after);
    expect(
      await reloaded
        .getByRole('checkbox', { name: topic, exact: true })
        .getAttribute('aria-checked'),
    ).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });
});
