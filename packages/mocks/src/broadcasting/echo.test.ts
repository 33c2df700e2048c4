import Echo from 'laravel-echo';
import Pusher from 'pusher-js/dist/web/pusher.js';
import { afterEach, describe, expect, it } from 'vitest';

import { fixedNow } from '../clock.ts';
import { configureMocks } from '../configure.ts';
import { issueAccessToken } from '../domains/auth.ts';
import { PROFILE_USER_ID } from '../db/seed/chat.ts';
import { CHAT_EVENTS, userChannel } from '../domains/broadcasting.ts';
import type { ChatMessageEvent } from '../types/chat.ts';
import type { Email } from '../types/email.ts';
import type { Notification } from '../types/notifications.ts';
import { setupMockServer } from '../test/mock-server.ts';
import { emitNotification, openConnectionCount } from './hub.ts';

/**
 * pusher-js (browser build) and laravel-echo against the fake API under jsdom: MSW intercepts
 * jsdom's WebSocket and fetch. The real-browser proof is broadcasting.browser.test.ts.
 */
setupMockServer();

let echo: Echo<'pusher'> | null = null;
afterEach(() => {
  echo?.disconnect();
  echo = null;
});

function connect(userId: number): Echo<'pusher'> {
  echo = new Echo({
    broadcaster: 'pusher',
    Pusher,
    key: 'test-key',
    cluster: 'mt1',
    wsHost: 'realtime.atrium.test',
    wsPort: 443,
    wssPort: 443,
    forceTLS: true,
    enabledTransports: ['ws', 'wss'],
    authEndpoint: 'http://localhost/broadcasting/auth',
    bearerToken: issueAccessToken(userId),
  });
  return echo;
}

const waitFor = async (check: () => boolean, what: string): Promise<void> => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 10));
  if (!check()) throw new Error(`timed out waiting for ${what}`);
};

describe('pusher-js and laravel-echo on the fake WebSocket (jsdom)', () => {
  it('connects, subscribes to the private user channel and receives notifications', async () => {
    const e = connect(1);
    const received: Notification[] = [];
    let subscribed = false;
    e.private('App.Models.User.1')
      .subscribed(() => {
        subscribed = true;
      })
      .notification((n: Notification) => received.push(n));
    await waitFor(() => subscribed, 'subscription');
    expect(e.connectionStatus()).toBe('connected');
    expect(e.socketId()).toMatch(/^\d+\.\d+$/);

    const sent = emitNotification({
      title: 'New order received',
      message: 'Order #5523 is waiting.',
      icon: 'shopping-cart',
      color: 'success',
    });
    await waitFor(() => received.length === 1, 'notification');
    expect(received[0]).toEqual(sent);
    expect(sent.read).toBe(false);
    expect(sent.createdAt).toBe(fixedNow.toISOString());
    expect(sent.id).toMatch(/^notification-\d+-\d+$/);
  });

  it('pushes sample notifications at the configured cadence', async () => {
    configureMocks({ notificationIntervalMs: 20 });
    const e = connect(2);
    const received: Notification[] = [];
    e.private('App.Models.User.2').notification((n: Notification) => received.push(n));
    await waitFor(() => received.length >= 2, 'two cadence notifications');
    expect(received[0]?.title).not.toBe(received[1]?.title);
  });

  it('refuses another user’s channel at the auth step', async () => {
    const e = connect(1);
    let error: unknown;
    e.private('App.Models.User.2').error((err: unknown) => {
      error = err;
    });
    await waitFor(() => error !== undefined, 'subscription error');
    expect(error).toMatchObject({ status: 403 });
  });

  it('targets one user when asked and forgets closed sockets', async () => {
    const e = connect(1);
    const received: Notification[] = [];
    let subscribed = false;
    e.private('App.Models.User.1')
      .subscribed(() => (subscribed = true))
      .notification((n: Notification) => received.push(n));
    await waitFor(() => subscribed, 'subscription');
    emitNotification({ title: 'For someone else', message: '…' }, { userId: 2 });
    emitNotification({ title: 'For John', message: '…' }, { userId: 1 });
    await waitFor(() => received.length === 1, 'notification');
    expect(received[0]?.title).toBe('For John');
    expect(userChannel(1)).toBe('private-App.Models.User.1');
    e.disconnect();
    await waitFor(() => openConnectionCount() === 0, 'close');
  });

  it('pushes a mail that arrives as `.email.received`: at once on simulate-incoming, then at its cadence', async () => {
    const e = connect(1);
    const received: Email[] = [];
    let subscribed = false;
    e.private('App.Models.User.1')
      .subscribed(() => (subscribed = true))
      .listen('.email.received', (mail: Email) => received.push(mail));
    await waitFor(() => subscribed, 'subscription');
    const response = await fetch('http://localhost/api/apps/email/simulate-incoming', {
      method: 'POST',
    });
    const stored = (await response.json()) as Email;
    await waitFor(() => received.length === 1, 'the pushed mail');
    expect(received[0]).toEqual(stored);
    expect(stored).toMatchObject({ folder: 'inbox', isRead: false });

    configureMocks({ incomingMailIntervalMs: 20 });
    await waitFor(() => received.length >= 3, 'two mails at the cadence');
    expect(received[1]?.subject).not.toBe(received[2]?.subject);
  });

  it('pushes a contact’s answer as it happens: delivered, seen, typing, then the reply', async () => {
    configureMocks({ chatReplySpeed: 100 });
    const e = connect(1);
    const events: string[] = [];
    let reply: ChatMessageEvent | undefined;
    let subscribed = false;
    const channel = e.private('App.Models.User.1').subscribed(() => (subscribed = true));
    for (const name of Object.values(CHAT_EVENTS))
      channel.listen(`.${name}`, (data: ChatMessageEvent) => {
        events.push(name);
        if (name === CHAT_EVENTS.message) reply = data;
      });
    await waitFor(() => subscribed, 'subscription');
    await fetch('http://localhost/api/apps/chat/chats/2', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: 'Is the report ready?', senderId: PROFILE_USER_ID }),
    });
    await waitFor(() => events.length === 4, 'the four steps');
    expect(events).toEqual([
      CHAT_EVENTS.delivered,
      CHAT_EVENTS.seen,
      CHAT_EVENTS.typing,
      CHAT_EVENTS.message,
    ]);
    expect(reply).toMatchObject({ userId: 2, chatId: 2, msg: { senderId: 2 } });
  });
});
