// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { configureMocks } from '../configure.ts';
import { PROFILE_USER_ID } from '../db/seed/chat.ts';
import { getDb } from '../db/store.ts';
import { CHAT_REPLIES } from '../domains/chat-extensions.ts';
import type { ChatContact, ChatProfileUser, ChatResponse } from '../types/chat.ts';
import { call, errorsOf, getJson, setupMockServer } from '../test/mock-server.ts';

setupMockServer();

const BASE = '/api/apps/chat';
/** Harriet McBride: a contact with a chat in the seed. */
const CONTACT = 2;
const say = (message: string, userId = CONTACT) =>
  call('POST', `${BASE}/chats/${userId}`, { message, senderId: PROFILE_USER_ID });
const chatOf = (userId = CONTACT) =>
  getDb().chat.chats.find((c) => c.userId === userId) ?? { messages: [], unseenMsgs: 0 };
const waitFor = async (check: () => boolean, what: string): Promise<void> => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 5));
  if (!check()) throw new Error(`timed out waiting for ${what}`);
};

describe('a contact answers the user’s message (chatReplySpeed)', () => {
  it('marks it delivered, then seen, then replies, counted unseen until the chat is opened', async () => {
    configureMocks({ chatReplySpeed: 100 });
    await getJson(`${BASE}/chats/${CONTACT}`);
    expect((await say('Is the report ready?')).status).toBe(201);
    const mine = chatOf().messages.at(-1);
    expect(mine?.feedback).toEqual({ isSent: true, isDelivered: false, isSeen: false });
    await waitFor(() => mine?.feedback.isDelivered === true, 'delivered');
    await waitFor(() => mine?.feedback.isSeen === true, 'seen');
    await waitFor(() => chatOf().messages.at(-1)?.senderId === CONTACT, 'the reply');
    expect(chatOf().messages.at(-1)?.message).toBe(CHAT_REPLIES[0]);
    expect(chatOf().unseenMsgs).toBe(1);
    await getJson(`${BASE}/chats/${CONTACT}`);
    expect(chatOf().unseenMsgs).toBe(0);
  });

  it('stays silent at speed 0, the default of tests and stories', async () => {
    await say('Anyone there?');
    await new Promise((r) => setTimeout(r, 50));
    expect(chatOf().messages.at(-1)?.feedback.isDelivered).toBe(false);
  });
});

describe('block and clear', () => {
  it('refuses a message to a blocked contact, and takes them again once unblocked', async () => {
    const blocked = await call<ChatContact>('PUT', `${BASE}/contacts/${CONTACT}/block`, {
      isBlocked: true,
    });
    expect(blocked.body).toMatchObject({ id: CONTACT, isBlocked: true });
    const refused = await say('Hello?');
    expect(refused.status).toBe(400);
    expect(errorsOf(refused).message).toEqual([
      'You blocked this contact: unblock them to send a message.',
    ]);
    await call('PUT', `${BASE}/contacts/${CONTACT}/block`, { isBlocked: false });
    expect((await say('Hello again')).status).toBe(201);
    expect(errorsOf(await call('PUT', `${BASE}/contacts/${CONTACT}/block`, {})).isBlocked).toEqual([
      'isBlocked is required.',
    ]);
    expect((await call('PUT', `${BASE}/contacts/999/block`, { isBlocked: true })).status).toBe(404);
  });

  it('clears a conversation: no messages, nothing unseen, still in the chats list', async () => {
    const cleared = await call<ChatResponse>('POST', `${BASE}/chats/${CONTACT}/clear`);
    expect(cleared.status).toBe(200);
    expect(cleared.body.chat).toMatchObject({ messages: [], unseenMsgs: 0 });
    expect(getDb().chat.chats.some((c) => c.userId === CONTACT)).toBe(true);
  });
});

describe('PUT /api/apps/chat/profile', () => {
  it('saves about, status and the two switches, keeping what was not sent', async () => {
    const before = structuredClone(getDb().chat.profileUser);
    const { status, body } = await call<ChatProfileUser>('PUT', `${BASE}/profile`, {
      status: 'busy',
      settings: { isNotificationsOn: !before.settings.isNotificationsOn },
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      ...before,
      status: 'busy',
      settings: { ...before.settings, isNotificationsOn: !before.settings.isNotificationsOn },
    });
    expect(
      (await getJson<{ profileUser: ChatProfileUser }>(`${BASE}/chats-and-contacts`)).body
        .profileUser.status,
    ).toBe('busy');
  });

  it('refuses an unknown status or setting, and changes nothing', async () => {
    const before = structuredClone(getDb().chat.profileUser);
    const result = await call('PUT', `${BASE}/profile`, {
      about: 'x',
      status: 'asleep',
      settings: { darkMode: true },
    });
    expect(result.status).toBe(400);
    expect(Object.keys(errorsOf(result)).sort()).toEqual(['settings', 'status']);
    expect(getDb().chat.profileUser).toEqual(before);
  });
});
