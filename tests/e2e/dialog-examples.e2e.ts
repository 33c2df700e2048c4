import { describe, expect, inject, it } from 'vitest';

import { openSignedIn } from './session.ts';

const baseURL = inject('baseURL');

describe('the dialog examples in the built app', () => {
  it('saves the payment providers and the people of a project, and a reload keeps both', async () => {
    const { page, context, errors } = await openSignedIn(baseURL, 'admin', 'pages/dialog-examples');
    await page.getByRole('heading', { level: 1, name: 'Dialog examples' }).waitFor();

    await page.getByRole('button', { name: 'Open Payment providers' }).click();
    await page.getByRole('switch', { name: /Adyen/ }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Payment providers saved: 3 are on.').first().waitFor();

    await page.getByRole('button', { name: 'Open Share project' }).click();
    await page.getByLabel('Invite by email').fill('ana@shop.test');
    await page.getByLabel('Invite by email').press('Enter');
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page
      .getByText(/Storefront redesign is now shared with 5 people/)
      .first()
      .waitFor();

    await page.reload();
    await page.getByRole('button', { name: 'Open Payment providers' }).click();
    await expect
      .poll(() => page.getByRole('switch', { name: /Adyen/ }).getAttribute('aria-checked'))
      .toBe('true');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Open Share project' }).click();
    await page.getByText('ana@shop.test').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
