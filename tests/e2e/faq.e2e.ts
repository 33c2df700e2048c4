import { describe, expect, inject, it } from 'vitest';

import { href } from '../../packages/app/src/routing/route-table.ts';

import { openPage } from './browser.ts';
import { openSignedIn, signOut } from './session.ts';

const baseURL = inject('baseURL');
const url = (path: string) => `${baseURL}${path.replace(/^\//, '')}`;

describe('the FAQ and the help center in the built app', () => {
  it('narrows the FAQ as typed, shows the empty state for nonsense, and clears back', async () => {
    const { page, context, errors } = await openPage();
    await page.goto(url(href('faq')));
    const topics = page.getByTestId('faq-topics').getByRole('tab');
    await expect.poll(() => topics.count(), { timeout: 15_000 }).toBe(5);

    const box = page.getByRole('searchbox', { name: 'Search the questions' });
    await box.pressSequentially('deliver');
    await expect.poll(() => topics.allInnerTexts()).toEqual(['Delivery']);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('deliver');

    await box.fill('qwxzzy');
    await page.getByTestId('faq-empty').waitFor();
    expect(await page.getByTestId('faq-empty').innerText()).toContain('No question matches');

    await page.getByRole('button', { name: 'Clear the search' }).click();
    await expect.poll(() => topics.count()).toBe(5);
    expect(new URL(page.url()).searchParams.has('q')).toBe(false);
    expect(await box.inputValue()).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens an article from the help center and saves that it was helpful', async () => {
    const { page, context, errors } = await openPage();
    await page.goto(url(href('helpCenter')));
    await page
      .getByTestId('help-knowledge-base')
      .getByRole('link', { name: 'Tracking a parcel' })
      .click();
    await page.waitForURL(
      `**${href('helpCenterArticle', { category: 'orders-delivery', article: 'tracking-a-parcel' })}`,
    );
    await page.getByRole('heading', { level: 1, name: 'Tracking a parcel' }).waitFor();
    const count = page.getByTestId('article-feedback-count');
    const helpful = async () => Number(/^(\d+) of/.exec(await count.innerText())?.[1]);
    const before = await helpful();

    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Thank you! We are glad it helped.').waitFor();
    await expect.poll(helpful).toBe(before + 1);

    // Saved by the fake API: a reload reads the new count.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Tracking a parcel' }).waitFor();
    await expect.poll(helpful).toBe(before + 1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("marks the signed-in account's plan on the pricing page, the one account settings changes, and none once signed out", async () => {
    const { page, context, errors } = await openSignedIn(baseURL, 'admin');
    const plan = (name: string) => page.getByRole('article', { name });
    const marked = (name: string) =>
      plan(name).getByRole('button', { name: 'Your current plan' }).waitFor();
    await page.goto(url(href('pricing')));
    // The demo admin's own settings record is seeded on the Basic plan.
    await marked('Basic');
    expect(await plan('Company').getByRole('link', { name: 'Choose Company' }).count()).toBe(1);

    // Upgraded in account settings: the pricing page marks the new plan, and only that one.
    await page.goto(url(href('accountSettings', { tab: 'billing-plans' })));
    await page.getByTestId('plan-upgrade').click();
    await page.getByRole('dialog').getByRole('radio', { name: 'Company' }).click();
    await page.getByTestId('upgrade-plan-form-submit').click();
    await page.getByText('You are now on the Company plan.').first().waitFor();
    await page.goto(url(href('pricing')));
    await marked('Company');
    expect(await page.getByRole('button', { name: 'Your current plan' }).count()).toBe(1);

    await signOut(page);
    await page.goto(url(href('pricing')));
    await plan('Company').getByRole('link', { name: 'Choose Company' }).waitFor();
    expect(await page.getByRole('button', { name: 'Your current plan' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
