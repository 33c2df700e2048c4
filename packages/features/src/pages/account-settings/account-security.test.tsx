import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { setupFakeApi } from '../../test/msw-server.ts';
import { loginUser, openAccountTab, recordOf } from './test/open-account-tab.tsx';

setupFakeApi();
// Whole pages under jsdom on a shared machine render slowly: wait longer, assert the same.
configure({ asyncUtilTimeout: 8000 });

const confirmWith = async (name: string) =>
  within(await screen.findByRole('alertdialog')).getByRole('button', { name });

describe('AccountSettingsPage: account and security actions', { timeout: 60_000 }, () => {
  it('refuses a file that is not a picture, uploads a PNG, then resets the photo', async () => {
    // The input's `accept` would keep the wrong file from being chosen at all: send it anyway.
    const user = userEvent.setup({ applyAccept: false });
    await openAccountTab('account', 'avatar-input');
    const before = loginUser()?.avatar;
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await user.upload(screen.getByTestId('avatar-input'), text);
    expect(await screen.findByTestId('avatar-error')).toHaveTextContent('not a JPG, GIF or PNG');
    expect(loginUser()?.avatar).toBe(before);

    const png = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('avatar-input'), png);
    await screen.findByText('Your photo was updated.');
    expect(loginUser()?.avatar).toMatch(/^data:image\/png;base64,/);
    expect(screen.queryByTestId('avatar-error')).toBeNull();

    await user.click(screen.getByTestId('avatar-reset'));
    await waitFor(() => expect(loginUser()?.avatar).toBe(recordOf().defaultAvatar));
  });

  it('says so when the chosen file cannot be read, and sends nothing', async () => {
    const user = userEvent.setup();
    await openAccountTab('account', 'avatar-input');
    const before = loginUser()?.avatar;
    // The browser fails to read the file (moved or locked after it was chosen).
    const read = vi.spyOn(FileReader.prototype, 'readAsDataURL').mockImplementation(function (
      this: FileReader,
    ) {
      this.onerror?.(new ProgressEvent('error') as ProgressEvent<FileReader>);
    });
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('avatar-input'), png);
    expect(await screen.findByTestId('avatar-error')).toHaveTextContent('could not be read');
    expect(loginUser()?.avatar).toBe(before);
    read.mockRestore();
  });

  it('deactivates only once its checkbox is ticked and the dialog confirmed', async () => {
    const user = userEvent.setup();
    await openAccountTab('account', 'deactivate-card');
    const action = screen.getByTestId('deactivate-account');
    // Disabled buttons stay focusable (aria-disabled): a click does nothing.
    await user.click(action);
    expect(action).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(screen.getByTestId('deactivate-confirm'));
    expect(action).not.toHaveAttribute('aria-disabled');
    await user.click(action);
    expect(recordOf().deactivated).toBe(false);
    await user.click(await confirmWith('Deactivate account'));
    expect(await screen.findByTestId('account-deactivated')).toBeVisible();
    expect(recordOf().deactivated).toBe(true);
  });

  it('enables two-step verification with the authenticator code', async () => {
    const user = userEvent.setup();
    await openAccountTab('security', 'two-step-card');
    expect(screen.getByTestId('two-step-status')).toHaveTextContent('Not enabled');
    await user.click(screen.getByRole('button', { name: 'Enable two-factor authentication' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    const code = await dialog.findByLabelText(/^Authentication code/, { selector: 'input' });
    await user.type(code, '12a');
    await user.click(dialog.getByRole('button', { name: 'Enable' }));
    expect(
      await dialog.findByText('Enter the 6 digits your authenticator app shows.'),
    ).toBeVisible();
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(dialog.getByRole('button', { name: 'Enable' }));
    await waitFor(() => expect(screen.getByTestId('two-step-status')).toHaveTextContent('Enabled'));
    expect(recordOf().twoStep).toMatchObject({ enabled: true, method: 'app' });
  });

  it('creates an API key and deletes it after a confirm', async () => {
    const user = userEvent.setup();
    await openAccountTab('security', 'api-key-form');
    const count = recordOf().apiKeys.length;
    await user.click(screen.getByTestId('api-key-create'));
    expect(await screen.findByText('This field is required.')).toBeVisible();
    expect(recordOf().apiKeys).toHaveLength(count);

    await user.type(screen.getByLabelText(/^Key name/, { selector: 'input' }), 'CI deploy');
    await user.click(screen.getByTestId('api-key-create'));
    await screen.findByText('The key “CI deploy” was created.');
    expect(recordOf().apiKeys.map((key) => key.name)).toContain('CI deploy');
    const row = await screen.findByRole('row', { name: /CI deploy/ });

    await user.click(within(row).getByRole('button', { name: 'Delete the key “CI deploy”' }));
    await user.click(await confirmWith('Delete key'));
    await screen.findByText('The key “CI deploy” was deleted.');
    expect(recordOf().apiKeys.map((key) => key.name)).not.toContain('CI deploy');
    expect(screen.queryByRole('row', { name: /CI deploy/ })).toBeNull();
  });

  it('asks before leaving a typed key name: Keep editing stays, Discard changes leaves', async () => {
    const user = userEvent.setup();
    await openAccountTab('security', 'api-key-form');
    await user.type(screen.getByLabelText(/^Key name/, { selector: 'input' }), 'Half typed');
    await user.click(screen.getByTestId('account-tab-account'));
    const prompt = within(await screen.findByRole('alertdialog'));
    await user.click(prompt.getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByLabelText(/^Key name/, { selector: 'input' })).toHaveValue('Half typed');
    await user.click(screen.getByTestId('account-tab-account'));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    expect(await screen.findByTestId('settings-form-account')).toBeVisible();
  });
});
