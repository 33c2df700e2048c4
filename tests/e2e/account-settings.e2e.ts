import { describe, expect, inject, it } from 'vitest';

import { href } from '../../packages/app/src/routing/route-table.ts';

import { openSignedIn } from './session.ts';

const baseURL = inject('baseURL');

describe('account settings in the built app', () => {
  it('renames the signed-in user: the reload keeps it and the account menu shows it', async () => {
    const accountTab = href('accountSettings', { tab: 'account' });
    const { page, context, errors } = await openSignedIn(
      baseURL,
      'admin',
      accountTab.replace(/^\//, ''),
    );
    await page.waitForURL(`**${accountTab}`);

    const name = page.getByRole('textbox', { name: /^Full name/ });
    await expect.poll(() => name.inputValue()).toBe('John Doe');
    await name.fill('Johanna Settings');
    await page.getByTestId('settings-form-account').getByTestId('settings-save').click();
    await page.getByText('Your changes were saved.').first().waitFor();

    // The account menu takes the new name at once, without a reload.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menu').getByText('Johanna Settings').waitFor();
    await page.keyboard.press('Escape');

    // The fake API kept it (the browser snapshot), and the session too.
    await page.reload();
    await expect.poll(() => name.inputValue()).toBe('Johanna Settings');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menu').getByText('Johanna Settings').waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });
});
