import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { getDb } from '@atrium/mocks';

import { setupFakeApi } from '../../test/msw-server.ts';
import { renderWithUrl, urlSearch } from '../../test/render-list-page.tsx';
import { EmailPage } from './email-page.tsx';

const server = setupFakeApi();

const inboxOf = () =>
  getDb()
    .emails.filter((e) => e.folder === 'inbox' && !e.isDeleted)
    .map((e) => e.subject);
const mailOf = (subject: string) => getDb().emails.find((e) => e.subject === subject)!;
const rows = () => within(screen.getByTestId('mail-list')).getAllByRole('listitem');
const rowOf = (subject: string) => screen.getByTestId(`mail-row-${mailOf(subject).id}`);

async function renderAt(entry = '/apps/email', path = '/apps/email') {
  const user = userEvent.setup();
  renderWithUrl(<EmailPage />, entry, path);
  await screen.findByTestId('mail-list');
  return user;
}

describe('EmailPage', { timeout: 60_000 }, () => {
  it('lists the inbox, unread mail marked, with the counts beside the views', async () => {
    await renderAt();
    expect(rows()).toHaveLength(inboxOf().length);
    const unread = getDb().emails.filter((e) => e.folder === 'inbox' && !e.isDeleted && !e.isRead);
    expect(screen.getByTestId('mail-list').querySelectorAll('[data-unread]')).toHaveLength(
      unread.length,
    );
    const inbox = screen.getByRole('link', { name: new RegExp(`^Inbox.*${unread.length}`) });
    expect(inbox).toHaveAttribute('aria-current', 'page');
  });

  it('shows the view of its address: a folder or a label', async () => {
    await renderAt('/apps/email/filter/sent', '/apps/email/filter/:filter');
    const sent = getDb().emails.filter((e) => e.folder === 'sent' && !e.isDeleted);
    expect(rows()).toHaveLength(sent.length);
    expect(screen.getByRole('link', { name: 'Sent' })).toHaveAttribute('aria-current', 'page');
  });

  it('searches sender and subject as typed, the search kept in the URL', async () => {
    const user = await renderAt();
    await user.type(screen.getByRole('searchbox', { name: 'Search mail' }), 'bulk');
    await waitFor(() => expect(urlSearch()).toBe('?q=bulk'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Chris Ellison');
  });

  it("shows a search's rows from the folder it holds before the answer, and the answer's after", async () => {
    // The searches' answers wait until released; the whole inbox answers at once.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    server.use(
      http.get('*/api/apps/email', async ({ request }) => {
        if (!new URL(request.url).searchParams.get('q')) return undefined;
        asked += 1;
        await held;
        return undefined;
      }),
    );
    const user = await renderAt();
    await user.type(screen.getByRole('searchbox', { name: 'Search mail' }), 'BULK');
    // The same rule as the fake API's: any case, sender or subject.
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Chris Ellison');
    await waitFor(() => expect(asked).toBeGreaterThan(0));
    // The server is the judge: what it answers replaces the preview.
    const chris = getDb().emails.find((e) => e.from.name === 'Chris Ellison')!;
    chris.subject = 'Renamed meanwhile';
    release();
    await waitFor(() =>
      expect(screen.queryByTestId(`mail-row-${chris.id}`)).not.toBeInTheDocument(),
    );
  });

  it('opens a mail in the reading pane, reads it, and keeps it in the URL', async () => {
    const user = await renderAt();
    const mail = getDb().emails.find((e) => e.folder === 'inbox' && !e.isRead && !e.isDeleted)!;
    await user.click(
      within(rowOf(mail.subject)).getByRole('button', { name: new RegExp(mail.subject) }),
    );
    const reader = await screen.findByTestId('mail-reader');
    expect(within(reader).getByRole('heading', { level: 2 })).toHaveTextContent(mail.subject);
    expect(within(reader).getByTitle(`Message: ${mail.subject}`).tagName).toBe('IFRAME');
    expect(urlSearch()).toBe(`?mail=${mail.id}`);
    await waitFor(() => expect(mailOf(mail.subject).isRead).toBe(true));
  });

  it('moves the selected mails to the trash at once, and says so', async () => {
    const user = await renderAt();
    const [first, second] = inboxOf();
    await user.click(within(rowOf(first!)).getByRole('checkbox'));
    await user.click(within(rowOf(second!)).getByRole('checkbox'));
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toHaveAttribute(
      'aria-checked',
      'mixed',
    );
    await user.click(
      within(screen.getByTestId('mail-bulk-bar')).getByRole('button', { name: 'Move to trash' }),
    );
    expect(await screen.findByText('2 mails moved to the trash')).toBeInTheDocument();
    await waitFor(() => expect(mailOf(first!).isDeleted && mailOf(second!).isDeleted).toBe(true));
    await waitFor(() => expect(rows()).toHaveLength(inboxOf().length));
  });

  it('stars a mail from its row, and toggles a label from the reading pane', async () => {
    const user = await renderAt();
    const mail = getDb().emails.find((e) => e.folder === 'inbox' && !e.isStarred && !e.isDeleted)!;
    await user.click(
      within(rowOf(mail.subject)).getByRole('button', {
        name: `Star the mail from ${mail.from.name}`,
      }),
    );
    await waitFor(() => expect(mailOf(mail.subject).isStarred).toBe(true));
    await user.click(
      within(rowOf(mail.subject)).getByRole('button', { name: new RegExp(mail.subject) }),
    );
    const reader = await screen.findByTestId('mail-reader');
    await user.click(within(reader).getByRole('button', { name: 'Labels' }));
    const had = mail.labels.includes('private');
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Private' }));
    await waitFor(() => expect(mailOf(mail.subject).labels.includes('private')).toBe(!had));
  });

  it('says when the mail cannot be loaded, and loads it on retry', async () => {
    let fail = true;
    server.use(
      http.get('*/api/apps/email', () =>
        fail ? HttpResponse.json({}, { status: 500 }) : undefined,
      ),
    );
    const user = userEvent.setup();
    renderWithUrl(<EmailPage />, '/apps/email', '/apps/email');
    const error = await screen.findByTestId('mail-list-error');
    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('mail-list');
  });
});
