import { invalid, notFound, success, type Outcome } from '../lib/outcome.ts';
import { isRecord } from '../lib/text.ts';
import { BodyReader, defined } from '../lib/validate.ts';
import type { Db } from '../db/schema.ts';
import type {
  Chat,
  ChatContact,
  ChatProfileUser,
  ChatResponse,
  ChatStatus,
  Message,
  MessageFeedback,
} from '../types/chat.ts';

type ChatDb = Db['chat'];

export const CHAT_STATUSES: readonly ChatStatus[] = ['online', 'away', 'busy', 'offline'];

/** What a contact answers, in turn (README "Chat extensions"). */
export const CHAT_REPLIES: readonly string[] = [
  'Thanks, I will look into it and get back to you today.',
  'Sounds good to me.',
  'Could you send me the order number?',
  'Got it, I have updated the sheet.',
  'Perfect, talk soon!',
];

/**
 * The contact's answer to a message, step by step, in ms at the app's speed (reply within 3 s):
 * delivered, seen, typing, then the reply.
 */
export const ANSWER_STEPS_MS = { delivered: 400, seen: 1_100, typing: 1_500, reply: 2_700 };

const findContact = (chat: ChatDb, userId: number | null): ChatContact | undefined =>
  userId === null ? undefined : chat.contacts.find((c) => c.id === userId);

/** PUT /api/apps/chat/profile: the profile panel's about, status and two switches. */
export function updateChatProfile(chat: ChatDb, body: unknown): Outcome<ChatProfileUser> {
  const reader = new BodyReader(body, true);
  const about = reader.string('about', { allowEmpty: true, max: 500 });
  const status = reader.oneOf('status', CHAT_STATUSES);
  const rawSettings = reader.raw('settings');
  const settings: Partial<ChatProfileUser['settings']> = {};
  if (rawSettings !== undefined) {
    const ok =
      isRecord(rawSettings) &&
      Object.entries(rawSettings).every(
        ([key, value]) =>
          (key === 'isTwoStepAuthVerificationEnabled' || key === 'isNotificationsOn') &&
          typeof value === 'boolean',
      );
    if (ok) Object.assign(settings, rawSettings);
    else
      reader.fail(
        'settings',
        'settings may set isTwoStepAuthVerificationEnabled and isNotificationsOn (true/false).',
      );
  }
  if (!reader.ok) return invalid(reader.errors);
  Object.assign(chat.profileUser, defined({ about, status }));
  Object.assign(chat.profileUser.settings, settings);
  return success(chat.profileUser);
}

/** POST /api/apps/chat/chats/{userId}/clear: the conversation loses its messages, not its place. */
export function clearChat(chat: ChatDb, userId: number | null): Outcome<ChatResponse> {
  const contact = findContact(chat, userId);
  if (!contact) return notFound('Contact not found');
  const found = chat.chats.find((c) => c.userId === contact.id) ?? null;
  if (found) {
    found.messages = [];
    found.unseenMsgs = 0;
  }
  return success({ chat: found, contact });
}

/** PUT /api/apps/chat/contacts/{userId}/block `{ isBlocked }`. */
export function setBlocked(
  chat: ChatDb,
  userId: number | null,
  body: unknown,
): Outcome<ChatContact> {
  const contact = findContact(chat, userId);
  if (!contact) return notFound('Contact not found');
  const reader = new BodyReader(body);
  const isBlocked = reader.boolean('isBlocked');
  if (!reader.ok || isBlocked === undefined) return invalid(reader.errors);
  contact.isBlocked = isBlocked;
  return success(contact);
}

/** The user's message of `time` in the contact's chat, with `patch` on its feedback. */
export function markFeedback(
  chat: ChatDb,
  userId: number,
  time: string,
  patch: Partial<MessageFeedback>,
): { chat: Chat; msg: Message } | null {
  const found = chat.chats.find((c) => c.userId === userId);
  const msg = found?.messages.find((m) => m.time === time && m.senderId === chat.profileUser.id);
  if (!found || !msg) return null;
  Object.assign(msg.feedback, patch);
  return { chat: found, msg };
}

/**
 * The contact's reply, appended to their chat and counted unseen (opening the chat clears it).
 * Nothing when the chat is gone or the contact is blocked meanwhile.
 */
export function storeReply(
  chat: ChatDb,
  userId: number,
  text: string,
  now: Date,
): { chat: Chat; msg: Message } | null {
  const found = chat.chats.find((c) => c.userId === userId);
  if (!found || findContact(chat, userId)?.isBlocked) return null;
  const msg: Message = {
    message: text,
    time: now.toISOString(),
    senderId: userId,
    feedback: { isSent: true, isDelivered: true, isSeen: true },
  };
  found.messages.push(msg);
  found.unseenMsgs += 1;
  return { chat: found, msg };
}
