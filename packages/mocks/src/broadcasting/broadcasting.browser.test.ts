import Echo from 'laravel-echo';
import { setupWorker } from 'msw/browser';
import Pusher from 'pusher-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { configureMocks, resetMocksConfig } from '../configure.ts';
import { resetDb } from '../db/store.ts';
import { handlers } from '../handlers/index.ts';
import type { LoginResponse } from '../types/auth.ts';
import type { Notification } from '../types/notifications.ts';
import { emitNotification, resetBroadcasting } from './hub.ts';
import { MOCK_WORKER_URL } from '../worker-url.ts';

/**
 * The proof README "Calls" asks for: real pusher-js and laravel-echo in Chromium, talking to the
 * MSW worker's fake Pusher socket and its /broadcasting/auth. Unhandled requests bypass here,
 * because the test runner itself loads modules over the same origin.
 */
const worker = setupWorker(...handlers);
let echo: Echo<'pusher'> | null = null;

beforeAll(async () => {
  await worker.start({
    quiet: true,
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: MOCK_WORKER_URL },
  });
});
afterEach(() => {
  echo?.disconnect();
  echo = null;
  resetBroadcasting();
  resetMocksConfig();
  resetDb();
});
afterAll(() => worker.stop());

const waitFor = async (check: () => boolean, what: string): Promise<void> => {
  for (let i = 0; i < 300 && !check(); i += 1) await new Promise((r) => setTimeout(r, 10));
  if (!check()) throw new Error(`timed out waiting for ${what}`);
};

/**
 * Signs in through the fake API, then connects the way the app does (README "Calls": port 443, TLS,
 * ws/wss).
 */
async function signInAndConnect(
  email: string,
  password: string,
): Promise<{ echo: Echo<'pusher'>; userId: number }> {
  const response = await fetch('/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(201);
  const login = (await response.json()) as LoginResponse;
  echo = new Echo({
    broadcaster: 'pusher',
    Pusher,
    key: 'atrium-public-key',
    cluster: 'mt1',
    wsHost: 'realtime.atrium.example',
    wsPort: 443,
    wssPort: 443,
    forceTLS: true,
    enabledTransports: ['ws', 'wss'],
    authEndpoint: '/broadcasting/auth',
    bearerToken: login.accessToken,
  });
  return { echo, userId: login.userData.id };
}

describe('real-time notifications in the browser', () => {
  it('delivers emitNotification to the signed-in user’s private channel via laravel-echo', async () => {
    const { echo: e, userId } = await signInAndConnect('admin@demo.com', 'admin');
    const received: Notification[] = [];
    let subscribed = false;
    e.private(`App.Models.User.${userId}`)
      .subscribed(() => (subscribed = true))
      .notification((n: Notification) => received.push(n));
    await waitFor(() => subscribed, 'subscription_succeeded');
    expect(e.connectionStatus()).toBe('connected');

    const sent = emitNotification({
      title: 'Low stock',
      message: 'Cloud Knit Sneakers are down to 4 pairs.',
      icon: 'alert-triangle',
      color: 'warning',
    });
    await waitFor(() => received.length === 1, 'the notification');
    expect(received[0]).toEqual(sent);
  });

  it('streams sample notifications at the configured cadence', async () => {
    configureMocks({ notificationIntervalMs: 30 });
    const { echo: e, userId } = await signInAndConnect('client@demo.com', 'client');
    const received: Notification[] = [];
    e.private(`App.Models.User.${userId}`).notification((n: Notification) => received.push(n));
    await waitFor(() => received.length >= 2, 'two notifications');
    expect(received.every((n) => n.read === false)).toBe(true);
  });

  it('keeps the connection alive with ping/pong', async () => {
    const { echo: e } = await signInAndConnect('admin@demo.com', 'admin');
    await waitFor(() => e.connectionStatus() === 'connected', 'connection');
    const connection = e.connector.pusher.connection as unknown as {
      send_event(name: string, data: unknown): boolean;
      bind(event: string, cb: (data: unknown) => void): void;
    };
    let ponged = false;
    connection.bind('message', (message) => {
      if ((message as { event?: string }).event === 'pusher:pong') ponged = true;
    });
    connection.send_event('pusher:ping', {});
    await waitFor(() => ponged, 'pong');
  });

  it('refuses another user’s private channel', async () => {
    const { echo: e } = await signInAndConnect('client@demo.com', 'client');
    let error: unknown;
    e.private('App.Models.User.1').error((err: unknown) => (error = err));
    await waitFor(() => error !== undefined, 'subscription error');
    expect(error).toMatchObject({ status: 403 });
  });
});
