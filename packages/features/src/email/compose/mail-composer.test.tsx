import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { getDb } from '@atrium/mocks';

import { realtimeEventReceived } from '../../api/realtime-events.ts';
import { setupFakeApi } from '../../test/msw-server.ts';
import { renderWithUrl } from '../../test/render-list-page.tsx';
import { EmailPage } from '../page/email-page.tsx';
import { useIncomingMail } from '../realtime/use-incoming-mail.ts';
import { DRAFT_SAVE_DELAY_MS } from './use-draft-autosave.ts';

setupFakeApi();

const sentWith = (subject: string) =>
  getDb().emails.find((e) => e.folder === 'sent' && e.subject === subject);
const draftWith = (subject: string) =>
  getDb().emails.find((e) => e.folder === 'draft' && e.subject === subject);

/** What the app's frame mounts beside every screen: the toasts of mail arriving. */
function FrameListeners() {
  useIncomingMail();
  return null;
}

async function renderMail(entry = '/apps/email') {
  const user = userEvent.setup();
  const view = renderWithUrl(
    <>
      <EmailPage />
      <FrameListeners />
    </>,
    entry,
    '/apps/email',
  );
  await screen.findByTestId('mail-list');
  return { user, ...view };
}

async function compose(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByTestId('mail-compose'));
  const dialog = await screen.findByRole('dialog', { name: 'New message' });
  return dialog;
}

describe('Mail composer', { timeout: 60_000 }, () => {
  it('turns typed addresses into chips, refuses a send without a recipient, keeps the input', async () => {
    const { user } = await renderMail();
    const dialog = await compose(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Lunch');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Add at least one recipient.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Subject' })).toHaveValue('Lunch');

    const to = within(dialog).getByRole('textbox', { name: 'To' });
    await user.type(to, 'amelia@shop.com, Bob Stone <bob@shop.com>;nope{Enter}');
    const chips = within(dialog).getByRole('list', { name: 'Recipients in To' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((c) => c.textContent),
    ).toEqual(['amelia@shop.com', 'Bob Stone <bob@shop.com>']);
    expect(to).toHaveValue('nope');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('“nope” is not a valid email address.')).toBeVisible();
    // Backspace in the empty field takes the last chip back to edit.
    await user.clear(to);
    await user.type(to, '{Backspace}');
    expect(to).toHaveValue('bob@shop.com');
  });

  it('holds a sent mail for Undo, reopens it on Undo, and sends it after the window', async () => {
    const { user } = await renderMail();
    const dialog = await compose(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'To' }), 'amelia@shop.com ');
    await user.click(within(dialog).getByRole('button', { name: 'Cc' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Cc' }), 'ops@shop.com,');
    await user.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Undo me');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Undo me' })).toBeNull());
    await user.click((await screen.findAllByRole('button', { name: 'Undo' }))[0]!);
    const back = await screen.findByRole('dialog', { name: 'Undo me' });
    expect(within(back).getByRole('list', { name: 'Recipients in Cc' })).toHaveTextContent(
      'ops@shop.com',
    );
    expect(sentWith('Undo me')).toBeUndefined();

    await user.click(within(back).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sentWith('Undo me')).toBeDefined(), { timeout: 8000 });
    expect(sentWith('Undo me')).toMatchObject({
      to: [{ email: 'amelia@shop.com' }],
      cc: ['ops@shop.com'],
    });
    expect((await screen.findAllByText('Message sent'))[0]).toBeInTheDocument();
  });

  it('saves the draft once typing stops and on close; a discard asks first', async () => {
    const { user } = await renderMail();
    const dialog = await compose(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Draft me');
    await waitFor(() => expect(draftWith('Draft me')).toBeDefined(), {
      timeout: DRAFT_SAVE_DELAY_MS + 3000,
    });
    const id = draftWith('Draft me')!.id;
    // Minimised, it keeps what was typed.
    await user.click(within(dialog).getByRole('button', { name: 'Minimise' }));
    expect(within(dialog).queryByRole('textbox', { name: 'Subject' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Subject' }), ' again');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(draftWith('Draft me again')?.id).toBe(id));
    expect((await screen.findAllByText('Saved to Drafts'))[0]).toBeInTheDocument();

    const second = await compose(user);
    await user.type(within(second).getByRole('textbox', { name: 'Subject' }), 'Throw me');
    await user.click(within(second).getByRole('button', { name: 'Discard' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Discard this draft?' });
    await user.click(within(confirm).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Throw me' })).toBeNull());
    expect(draftWith('Throw me')).toBeUndefined();
  });

  it('opens a reply prefilled with the sender and the quoted message', async () => {
    const mail = getDb().emails.find((e) => e.folder === 'inbox' && !e.isDeleted)!;
    const { user } = await renderMail(`/apps/email?mail=${mail.id}`);
    const reader = await screen.findByTestId('mail-reader');
    await user.click(within(reader).getByRole('button', { name: 'Reply' }));
    const dialog = await screen.findByRole('dialog', { name: `Re: ${mail.subject}` });
    expect(within(dialog).getByRole('list', { name: 'Recipients in To' })).toHaveTextContent(
      mail.from.email,
    );
    expect(within(dialog).getByRole('textbox', { name: 'Message' })).toHaveTextContent(
      `${mail.from.name} wrote:`,
    );
  });

  it('answers the keys, never while typing, and lists them on ?', async () => {
    const { user } = await renderMail();
    const first = { ...getDb().emails.find((e) => e.folder === 'inbox' && !e.isDeleted)! };
    const search = screen.getByRole('searchbox', { name: 'Search mail' });
    await user.keyboard('/');
    expect(search).toHaveFocus();
    await user.keyboard('j');
    expect(search).toHaveValue('j');
    await user.clear(search);
    search.blur();
    await user.keyboard('j');
    expect(
      within(await screen.findByTestId('mail-reader')).getByRole('heading', { level: 2 }),
    ).toHaveTextContent(first.subject);
    await user.keyboard('s');
    await waitFor(() =>
      expect(getDb().emails.find((e) => e.id === first.id)?.isStarred).toBe(!first.isStarred),
    );
    await user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(help).getByText('Write a new mail')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.keyboard('c');
    expect(await screen.findByRole('dialog', { name: 'New message' })).toBeInTheDocument();
  });

  it('moves the open mail out of the inbox from the keyboard: e opens "Move to" on its first folder', async () => {
    const { user } = await renderMail();
    const first = getDb().emails.find((e) => e.folder === 'inbox' && !e.isDeleted)!;
    await user.keyboard('j');
    await screen.findByTestId('mail-reader');
    await user.keyboard('e');
    const menu = await screen.findByRole('menu', { name: 'Move to' });
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
    await user.keyboard('{End}{Enter}');
    await waitFor(() => expect(getDb().emails.find((e) => e.id === first.id)?.folder).toBe('spam'));
    await waitFor(() =>
      expect(screen.queryByTestId(`mail-row-${first.id}`)).not.toBeInTheDocument(),
    );
  });

  it('shows a mail pushed as email.received: the list follows, a toast says who and opens it', async () => {
    const { store, user } = await renderMail();
    const db = getDb();
    const template = db.emails.find((e) => e.folder === 'inbox' && !e.isDeleted)!;
    const arrived = {
      ...template,
      id: Math.max(...db.emails.map((e) => e.id)) + 1,
      subject: 'Fresh off the wire',
      isRead: false,
      from: { ...template.from, name: 'Wire Sender' },
      time: new Date().toISOString(),
    };
    db.emails.unshift(arrived);
    act(() => {
      store.dispatch(realtimeEventReceived({ name: 'email.received', data: arrived }));
    });
    expect((await screen.findAllByText('New mail from Wire Sender'))[0]).toBeInTheDocument();
    expect(await screen.findByTestId(`mail-row-${arrived.id}`)).toHaveTextContent(
      'Fresh off the wire',
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(
      await within(await screen.findByTestId('mail-reader')).findByRole('heading', {
        level: 2,
        name: 'Fresh off the wire',
      }),
    ).toBeInTheDocument();
  });
});
