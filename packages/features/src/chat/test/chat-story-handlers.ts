import { delay, http, HttpResponse, type HttpHandler } from 'msw';

import { chatHandlers, createSeed, fixedNow } from '@atrium/mocks';
import type { ChatResponse, Message } from '@atrium/mocks/types';

/** The side pane's call, for handler overrides. */
export const CHATS_AND_CONTACTS = '*/api/apps/chat/chats-and-contacts';

/** Story parameters whose overrides come before the fake API's chat handlers. */
export const withChat = (...overrides: HttpHandler[]) => ({
  msw: { handlers: { chat: [...overrides, ...chatHandlers] } },
});

/** The seeded chat data as stories see it (the fixed clock's). */
const seeded = createSeed({ now: fixedNow }).chat;

/** The seeded contact named `fullName`. */
export function seededContact(fullName: string) {
  const contact = seeded.contacts.find((c) => c.fullName === fullName);
  if (!contact) throw new Error(`No seeded contact "${fullName}"`);
  return contact;
}

/** The lists never answer: the side pane's placeholders. */
export const pendingChats = withChat(
  http.get(CHATS_AND_CONTACTS, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
);

/** The lists answer 500 every time (the visual run draws a story three times). */
export const failingChats = withChat(
  http.get(CHATS_AND_CONTACTS, () =>
    HttpResponse.json({ message: 'Server error' }, { status: 500 }),
  ),
);

/** Opening a chat answers 500 every time: the conversation's error with its retry. */
export const failingChat = (userId: number) =>
  withChat(
    http.get(`*/api/apps/chat/chats/${userId}`, () =>
      HttpResponse.json({ message: 'Server error' }, { status: 500 }),
    ),
  );

const MINUTE = 60_000;

/**
 * A conversation of `count` messages with `userId`, one a minute up to the fixed clock's now,
 * the two sides taking turns in runs of three: the scale the message list is built for.
 */
export function longConversation(userId: number, count: number) {
  const contact = seeded.contacts.find((c) => c.id === userId);
  if (!contact) throw new Error(`No seeded contact ${userId}`);
  const messages = Array.from({ length: count }, (_, index): Message => {
    const mine = Math.floor(index / 3) % 2 === 1;
    return {
      message: `Message ${index + 1} of ${count}`,
      time: new Date(fixedNow.getTime() - (count - index) * MINUTE).toISOString(),
      senderId: mine ? seeded.profileUser.id : userId,
      feedback: { isSent: true, isDelivered: true, isSeen: true },
    };
  });
  const body: ChatResponse = { chat: { id: 1, userId, unseenMsgs: 0, messages }, contact };
  return withChat(http.get(`*/api/apps/chat/chats/${userId}`, () => HttpResponse.json(body)));
}
