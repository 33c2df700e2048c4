// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { getDb } from '../db/store.ts';
import type { Email, EmailsResponse } from '../types/email.ts';
import { call, errorsOf, getJson, setupMockServer } from '../test/mock-server.ts';

setupMockServer();

const EMAIL = '/api/apps/email';
const list = async (query = '') => (await getJson<EmailsResponse>(`${EMAIL}${query}`)).body;
const ids = (emails: Email[]) => emails.map((e) => e.id).sort((a, b) => a - b);
const expectIds = (emails: Email[], predicate: (e: Email) => boolean) =>
  expect(ids(emails)).toEqual(ids(getDb().emails.filter(predicate)));

describe('GET /api/apps/email', () => {
  it('shows the inbox by default, without deleted mail', async () => {
    const { emails } = await list();
    expect(emails.length).toBeGreaterThan(5);
    expectIds(emails, (e) => e.folder === 'inbox' && !e.isDeleted);
  });

  it.each(['sent', 'draft', 'spam', 'inbox'])('shows the %s folder', async (folder) => {
    expectIds((await list(`?filter=${folder}`)).emails, (e) => e.folder === folder && !e.isDeleted);
  });

  it('shows trashed and starred views', async () => {
    expectIds((await list('?filter=trashed')).emails, (e) => e.isDeleted);
    expectIds((await list('?filter=starred')).emails, (e) => e.isStarred && !e.isDeleted);
  });

  it('narrows by label within the folder (inbox by default)', async () => {
    expectIds(
      (await list('?label=company')).emails,
      (e) => e.folder === 'inbox' && !e.isDeleted && e.labels.includes('company'),
    );
    expectIds(
      (await list('?filter=sent&label=company')).emails,
      (e) => e.folder === 'sent' && !e.isDeleted && e.labels.includes('company'),
    );
  });

  it('searches sender name and subject, case-insensitively', async () => {
    expect((await list('?q=bulk')).emails.map((e) => e.subject)).toEqual([
      'Bulk order for the spring catalogue',
    ]);
    expect((await list('?q=sofia')).emails.map((e) => e.from.name)).toEqual(['Sofia Ramirez']);
  });

  it('counts unread inbox, drafts, unread spam and starred mail', async () => {
    const all = getDb().emails;
    expect((await list()).emailsMeta).toEqual({
      inbox: all.filter((e) => e.folder === 'inbox' && !e.isRead && !e.isDeleted).length,
      draft: all.filter((e) => e.folder === 'draft' && !e.isDeleted).length,
      spam: all.filter((e) => e.folder === 'spam' && !e.isRead && !e.isDeleted).length,
      star: all.filter((e) => e.isStarred && !e.isDeleted).length,
    });
  });
});

describe('POST /api/apps/email', () => {
  it('merges data into every listed email and answers 201 with an empty body', async () => {
    const unread = getDb()
      .emails.filter((e) => !e.isRead)
      .slice(0, 2)
      .map((e) => e.id);
    const { status, text } = await call('POST', EMAIL, { ids: unread, data: { isRead: true } });
    expect(status).toBe(201);
    expect(text).toBe('');
    expect(
      getDb()
        .emails.filter((e) => unread.includes(e.id))
        .every((e) => e.isRead),
    ).toBe(true);
  });

  it('accepts one id, moves to another folder, and trashes', async () => {
    await call('POST', EMAIL, { ids: 1, data: { folder: 'spam' } });
    expect(getDb().emails.find((e) => e.id === 1)?.folder).toBe('spam');
    await call('POST', EMAIL, { ids: [1], data: { isDeleted: true } });
    expect((await list('?filter=trashed')).emails.map((e) => e.id)).toContain(1);
  });

  it('toggles a label: added if absent, removed if present', async () => {
    const target = getDb().emails.find((e) => !e.labels.includes('private')) as Email;
    await call('POST', EMAIL, { ids: [target.id], label: 'private' });
    expect(target.labels).toContain('private');
    await call('POST', EMAIL, { ids: [target.id], label: 'private' });
    expect(target.labels).not.toContain('private');
  });

  it.each([
    ['no ids', { data: { isRead: true } }, 'ids'],
    ['text ids', { ids: ['1'], data: { isRead: true } }, 'ids'],
    ['an unknown field', { ids: [1], data: { subject: 'hacked' } }, 'data'],
    ['a bad folder', { ids: [1], data: { folder: 'archive' } }, 'data'],
    ['an unknown label', { ids: [1], label: 'urgent' }, 'label'],
    ['a non-object body', '[]', 'body'],
  ])('refuses %s with a 400 field error', async (_, payload, field) => {
    const result = await call('POST', EMAIL, payload);
    expect(result.status).toBe(400);
    expect(errorsOf(result)).toHaveProperty(field);
  });
});
