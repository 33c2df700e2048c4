// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { emitNotification } from '../broadcasting/hub.ts';
import { configureMocks } from '../configure.ts';
import { resetDb } from '../db/store.ts';
import { issueAccessToken } from '../domains/auth.ts';
import type { Notification } from '../types/notifications.ts';
import { ORIGIN, setupMockServer } from '../test/mock-server.ts';

setupMockServer();

/** A request as the signed-in user `userId` (or anonymous when omitted). */
async function as(userId: number | undefined, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (userId !== undefined) headers.Authorization = `Bearer ${issueAccessToken(userId)}`;
  const response = await fetch(`${ORIGIN}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as unknown };
}

const list = async (userId?: number) =>
  (await as(userId, 'GET', '/api/notifications')).body as Notification[];

describe('notifications REST domain', () => {
  it("lists the signed-in user's seeded notifications, newest first, dated from the clock", async () => {
    const now = new Date('2026-01-02T10:00:00.000Z');
    configureMocks({ clock: () => now });
    resetDb();
    const mine = await list(2);
    expect(mine.length).toBeGreaterThanOrEqual(3);
    expect(mine.every((n) => n.id.startsWith('seed-2-'))).toBe(true);
    expect(mine[0]?.createdAt).toBe(new Date(now.getTime() - 12 * 60_000).toISOString());
    const times = mine.map((n) => n.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(mine.some((n) => n.read)).toBe(true);
    expect(mine.some((n) => !n.read)).toBe(true);
    expect(mine[0]).not.toHaveProperty('userId');
  });

  it('answers 401 to a token of no known user', async () => {
    const response = await fetch(`${ORIGIN}/api/notifications`, {
      headers: { Authorization: 'Bearer atrium-mock.99.abc' },
    });
    expect(response.status).toBe(401);
  });

  it('marks one read and unread, and validates the body', async () => {
    const [first] = await list(1);
    if (!first) throw new Error('no seeded notification');
    expect(
      (await as(1, 'PATCH', `/api/notifications/${first.id}`, { read: true })).body,
    ).toMatchObject({ id: first.id, read: true });
    expect((await list(1)).find((n) => n.id === first.id)?.read).toBe(true);
    await as(1, 'PATCH', `/api/notifications/${first.id}`, { read: false });
    expect((await list(1)).find((n) => n.id === first.id)?.read).toBe(false);
    expect((await as(1, 'PATCH', `/api/notifications/${first.id}`, { read: 'yes' })).status).toBe(
      400,
    );
    expect((await as(1, 'PATCH', '/api/notifications/nope', { read: true })).status).toBe(404);
  });

  it("never touches another user's notifications", async () => {
    const [theirs] = await list(2);
    if (!theirs) throw new Error('no seeded notification');
    expect((await as(1, 'PATCH', `/api/notifications/${theirs.id}`, { read: true })).status).toBe(
      404,
    );
    expect((await as(1, 'DELETE', `/api/notifications/${theirs.id}`)).status).toBe(404);
  });

  it('marks all read', async () => {
    expect((await list(1)).some((n) => !n.read)).toBe(true);
    const answer = await as(1, 'POST', '/api/notifications/read-all');
    expect(answer.status).toBe(200);
    expect((answer.body as { updated: number }).updated).toBeGreaterThan(0);
    expect((await list(1)).every((n) => n.read)).toBe(true);
    expect((await list(2)).some((n) => !n.read)).toBe(true);
  });

  it('removes one', async () => {
    const [first] = await list(1);
    if (!first) throw new Error('no seeded notification');
    expect((await as(1, 'DELETE', `/api/notifications/${first.id}`)).status).toBe(204);
    expect((await list(1)).map((n) => n.id)).not.toContain(first.id);
    expect((await as(1, 'DELETE', `/api/notifications/${first.id}`)).status).toBe(404);
  });

  it('serves the demo admin without a token (stories and tests have no session)', async () => {
    expect(await list()).toEqual(await list(1));
  });

  it('stores what emitNotification pushes, so a refetch finds it', async () => {
    const sent = emitNotification({ title: 'Stored', message: 'for John' }, { userId: 1 });
    const mine = await list(1);
    expect(mine[0]).toMatchObject({ id: sent.id, title: 'Stored', read: false });
    expect((await list(2)).map((n) => n.id)).not.toContain(sent.id);
    const everyone = emitNotification({ title: 'Broadcast', message: 'for all' });
    expect((await list(2)).map((n) => n.id)).toContain(everyone.id);
  });
});
