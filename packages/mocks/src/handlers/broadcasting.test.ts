// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { channelSignatureText, DEFAULT_APP_KEY, sign } from '../domains/broadcasting.ts';
import { issueAccessToken } from '../domains/auth.ts';
import { ORIGIN, setupMockServer } from '../test/mock-server.ts';

setupMockServer();

/** Sends the form pusher-js sends, with an optional bearer token. */
async function auth(path: string, form: Record<string, string>, token?: string) {
  const response = await fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: new URLSearchParams(form).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

describe('POST /broadcasting/auth', () => {
  it('signs a private channel in the Pusher format "<key>:<signature>"', async () => {
    const channel = 'private-App.Models.User.1';
    const { status, body } = await auth(
      '/broadcasting/auth',
      { socket_id: '1234.5678', channel_name: channel },
      issueAccessToken(1),
    );
    expect(status).toBe(200);
    expect(body.auth).toMatch(/^[^:]+:[0-9a-f]{64}$/);
    expect(body.auth).toBe(sign(DEFAULT_APP_KEY, channelSignatureText('1234.5678', channel)));
  });

  it('accepts JSON as well as a form', async () => {
    const response = await fetch(`${ORIGIN}/broadcasting/auth`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ socket_id: '1.2', channel_name: 'private-orders' }),
    });
    expect(response.status).toBe(200);
  });

  it('adds channel_data for presence channels', async () => {
    const { body } = await auth(
      '/broadcasting/auth',
      { socket_id: '1.2', channel_name: 'presence-support' },
      issueAccessToken(2),
    );
    expect(JSON.parse(body.channel_data ?? '{}')).toEqual({
      user_id: '2',
      user_info: { name: 'Jane Doe' },
    });
  });

  it('refuses another user’s channel (403), public channels (403) and bad forms (400)', async () => {
    expect(
      (
        await auth(
          '/broadcasting/auth',
          { socket_id: '1.2', channel_name: 'private-App.Models.User.2' },
          issueAccessToken(1),
        )
      ).status,
    ).toBe(403);
    expect(
      (await auth('/broadcasting/auth', { socket_id: '1.2', channel_name: 'orders' })).status,
    ).toBe(403);
    const bad = await auth('/broadcasting/auth', { socket_id: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('socket_id');
  });
});

describe('POST /broadcasting/user-auth', () => {
  it('answers auth and user_data for the signed-in user', async () => {
    const { status, body } = await auth(
      '/broadcasting/user-auth',
      { socket_id: '1.2' },
      issueAccessToken(1),
    );
    expect(status).toBe(200);
    expect(JSON.parse(body.user_data ?? '{}')).toEqual({
      id: '1',
      user_info: { name: 'John Doe', email: 'admin@demo.com' },
    });
    expect(body.auth).toBe(sign(DEFAULT_APP_KEY, `1.2::user::${body.user_data}`));
  });

  it('refuses without a valid token', async () => {
    expect((await auth('/broadcasting/user-auth', { socket_id: '1.2' })).status).toBe(403);
    expect(
      (await auth('/broadcasting/user-auth', { socket_id: '1.2' }, 'atrium-mock.99.x')).status,
    ).toBe(403);
  });
});
