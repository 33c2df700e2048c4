// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { fixedNow } from '../clock.ts';
import { PROFILE_USER_ID } from '../db/seed/chat.ts';
import { getDb } from '../db/store.ts';
import type { ChatResponse, ChatsAndContactsResponse, PostMessageResponse } from '../types/chat.ts';
import { expectFieldErrors } from '../test/expect-answer.ts';
import { call, getJson, setupMockServer } from '../test/mock-server.ts';

setupMockServer();

const BASE = '/api/apps/chat';

describe('GET /api/apps/chat/chats-and-contacts', () => {
  it('answers chats with their contact in reverse order, every contact and the profile user', async () => {
    const { body } = await getJson<ChatsAndContactsResponse>(`${BASE}/chats-and-contacts`);
    expect(body.chatsContacts.map((c) => c.chat.id)).toEqual([2, 1]);
    expect(body.chatsContacts[0]).toMatchObject({
      id: 2,
      fullName: 'Harriet McBride',
      chat: { id: 2, unseenMsgs: 1 },
    });
    expect(body.chatsContacts[0]?.chat.lastMessage?.message).toContain('one-page summary');
    expect(body.contacts).toHaveLength(10);
    expect(body.profileUser).toMatchObject({ id: PROFILE_USER_ID, role: 'admin' });
  });

  it('filters both lists by full name', async () => {
    const { body } = await getJson<ChatsAndContactsResponse>(`${BASE}/chats-and-contacts?q=GAVIN`);
    expect(body.chatsContacts.map((c) => c.fullName)).toEqual(['Gavin Griffith']);
    expect(body.contacts.map((c) => c.fullName)).toEqual(['Gavin Griffith']);
    const none = (
      await getJson<ChatsAndContactsResponse>(
        `${BASE}/chats-and-contacts?q=${encodeURIComponent('(')}`,
      )
    ).body;
    expect(none.contacts).toEqual([]);
  });
});

describe('GET /api/apps/chat/chats/{userId}', () => {
  it('answers chat and contact and resets unseen messages to 0', async () => {
    const { status, body } = await getJson<ChatResponse>(`${BASE}/chats/2`);
    expect(status).toBe(200);
    expect(body.contact.fullName).toBe('Harriet McBride');
    expect(body.chat?.id).toBe(2);
    expect(getDb().chat.chats[1]?.unseenMsgs).toBe(0);
  });

  it('answers a null chat for a contact without one, and 404 for an unknown user', async () => {
    expect((await getJson<ChatResponse>(`${BASE}/chats/5`)).body).toMatchObject({
      chat: null,
      contact: { id: 5 },
    });
    expect((await getJson<ChatResponse>(`${BASE}/chats/77`)).status).toBe(404);
  });
});

describe('POST /api/apps/chat/chats/{userId}', () => {
  it('appends a message that starts sent, not delivered, not seen (201)', async () => {
    const { status, body } = await call<PostMessageResponse>('POST', `${BASE}/chats/1`, {
      message: 'See you Thursday',
      senderId: PROFILE_USER_ID,
    });
    expect(status).toBe(201);
    expect(body.msg).toEqual({
      message: 'See you Thursday',
      time: fixedNow.toISOString(),
      senderId: PROFILE_USER_ID,
      feedback: { isSent: true, isDelivered: false, isSeen: false },
    });
    expect(body.chat.id).toBe(1);
    expect(body.chat.messages.at(-1)).toEqual(body.msg);
  });

  it('creates a chat with id = chat count + 1 and no unseen messages for a new contact', async () => {
    const { body } = await call<PostMessageResponse>('POST', `${BASE}/chats/7`, {
      message: 'Hello Adele',
      senderId: PROFILE_USER_ID,
    });
    expect(body.chat).toMatchObject({ id: 3, userId: 7, unseenMsgs: 0 });
    expect(body.chat.messages).toHaveLength(1);
    expect(
      (
        await call<PostMessageResponse>('POST', `${BASE}/chats/8`, {
          message: 'Hi Mark',
          senderId: PROFILE_USER_ID,
        })
      ).body.chat.id,
    ).toBe(4);
  });

  it('refuses an empty message, a missing sender and an unknown contact', async () => {
    const bad = await call('POST', `${BASE}/chats/1`, { message: '  ' });
    expectFieldErrors(bad, ['message', 'senderId']);
    expect((await call('POST', `${BASE}/chats/1`, 'not json')).status).toBe(400);
    expect((await call('POST', `${BASE}/chats/99`, { message: 'x', senderId: 11 })).status).toBe(
      404,
    );
  });
});
