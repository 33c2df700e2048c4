// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { fixedNow } from '../clock.ts';
import { MAILBOX_OWNER } from '../db/seed/email-texts.ts';
import { getDb } from '../db/store.ts';
import { INCOMING_TEXTS } from '../domains/email-incoming.ts';
import type { Email, EmailsResponse } from '../types/email.ts';
import { call, errorsOf, getJson, setupMockServer } from '../test/mock-server.ts';

setupMockServer();

const hostile = '<p>Hi</p><img src=x onerror="alert(1)"><script>alert(2)</script>';
const ada = { email: 'ada@example.com', name: 'Ada Lovelace' };
const send = (body: unknown) => call<Email>('POST', '/api/apps/email/send', body);
const draft = (body: unknown) => call<Email>('PUT', '/api/apps/email/draft', body);
const folder = async (filter: string) =>
  (await getJson<EmailsResponse>(`/api/apps/email?filter=${filter}`)).body;

describe('POST /api/apps/email/send', () => {
  it('stores the mail at the top of Sent, read, its HTML exactly as given, and answers it', async () => {
    const result = await send({
      to: [ada],
      cc: [{ email: 'grace@example.com', name: '' }],
      bcc: [{ email: 'alan@example.com' }],
      subject: 'Spring order',
      message: hostile,
      attachments: [{ fileName: 'order.pdf', size: '120kb' }],
    });
    expect(result.status).toBe(201);
    const sent = (await folder('sent')).emails[0];
    expect(sent).toEqual(result.body);
    expect(sent).toMatchObject({
      to: [ada],
      cc: ['grace@example.com'],
      bcc: ['alan@example.com'],
      from: { name: MAILBOX_OWNER.name, email: MAILBOX_OWNER.email },
      subject: 'Spring order',
      message: hostile,
      folder: 'sent',
      isRead: true,
      time: fixedNow.toISOString(),
    });
    expect(sent?.attachments.map(({ fileName, size }) => [fileName, size])).toEqual([
      ['order.pdf', '120kb'],
    ]);
    expect(sent?.attachments[0]?.url).toMatch(/order\.pdf$/);
  });

  it('refuses a mail without a recipient, or with a bad address, and stores nothing', async () => {
    const before = getDb().emails.length;
    expect(errorsOf(await send({ subject: 'x' })).to).toEqual(['to is required.']);
    expect(errorsOf(await send({ to: [] })).to).toEqual(['Add at least one recipient.']);
    const bad = await send({ to: [ada], cc: [{ email: 'not-an-address' }] });
    expect(bad.status).toBe(400);
    expect(errorsOf(bad)).toEqual({ cc: ['not-an-address is not a valid email address.'] });
    expect(errorsOf(await send({ to: 'ada@example.com' })).to).toEqual([
      'to must be a list of addresses ({ email, name }).',
    ]);
    expect(errorsOf(await send({ to: [ada], message: 12 })).message).toEqual([
      'message must be HTML text.',
    ]);
    expect(getDb().emails.length).toBe(before);
  });

  it('takes a sent draft out of Drafts', async () => {
    const saved = await draft({ to: [ada], subject: 'Draft to send' });
    expect((await folder('draft')).emails.map((e) => e.id)).toContain(saved.body.id);
    await send({ to: [ada], subject: 'Draft to send', draftId: saved.body.id });
    expect((await folder('draft')).emails.map((e) => e.id)).not.toContain(saved.body.id);
    expect((await folder('sent')).emails[0]?.subject).toBe('Draft to send');
  });
});

describe('PUT /api/apps/email/draft', () => {
  it('creates a draft from whatever was typed, then updates it in place, keeping what was not sent', async () => {
    const created = await draft({ to: [{ email: 'half-typed@' }], subject: 'Plans' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ folder: 'draft', subject: 'Plans', message: '' });
    const { draft: count } = (await folder('draft')).emailsMeta;

    const updated = await draft({ id: created.body.id, message: '<p>Spring</p>' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      id: created.body.id,
      subject: 'Plans',
      to: [{ email: 'half-typed@', name: 'half-typed@' }],
      message: '<p>Spring</p>',
    });
    const drafts = await folder('draft');
    expect(drafts.emails[0]?.id).toBe(created.body.id);
    expect(drafts.emailsMeta.draft).toBe(count);
  });

  it('answers 404 for an id that is not a saved draft', async () => {
    const inboxMail = getDb().emails.find((e) => e.folder === 'inbox');
    expect((await draft({ id: 999_999, subject: 'x' })).status).toBe(404);
    expect((await draft({ id: inboxMail?.id, subject: 'x' })).status).toBe(404);
  });
});

describe('POST /api/apps/email/simulate-incoming', () => {
  it('delivers the next incoming mail to the top of the inbox, unread, and counts it', async () => {
    const unread = (await folder('inbox')).emailsMeta.inbox;
    const first = await call<Email>('POST', '/api/apps/email/simulate-incoming');
    const second = await call<Email>('POST', '/api/apps/email/simulate-incoming');
    expect(first.status).toBe(201);
    expect([first.body.subject, second.body.subject]).not.toContain(undefined);
    expect(first.body.subject).not.toBe(second.body.subject);
    expect(INCOMING_TEXTS.map((t) => t.subject)).toContain(first.body.subject);
    const inbox = await folder('inbox');
    expect(inbox.emails.slice(0, 2).map((e) => e.id)).toEqual([second.body.id, first.body.id]);
    expect(inbox.emails[0]).toMatchObject({ isRead: false, to: [MAILBOX_OWNER] });
    expect(inbox.emailsMeta.inbox).toBe(unread + 2);
  });
});
