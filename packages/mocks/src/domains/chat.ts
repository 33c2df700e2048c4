import { countPlusOne } from '../lib/ids.ts';
import { invalid, notFound, success, type Outcome } from '../lib/outcome.ts';
import { readQuery, toParams, type QueryInput } from '../lib/query.ts';
import { containsCi } from '../lib/text.ts';
import { BodyReader } from '../lib/validate.ts';
import type { Db } from '../db/schema.ts';
import type {
  ChatContactWithChat,
  ChatResponse,
  ChatsAndContactsResponse,
  Message,
  PostMessageResponse,
} from '../types/chat.ts';

type ChatDb = Db['chat'];

/**
 * GET /api/apps/chat/chats-and-contacts: contacts that have a chat (with its id, unseen count and
 * last message) in reverse order, every contact, and the profile user; both lists filtered by q.
 */
export function chatsAndContacts(chat: ChatDb, query: QueryInput): ChatsAndContactsResponse {
  const q = readQuery(toParams(query));
  const chatsContacts = chat.chats
    .map((c): ChatContactWithChat | null => {
      const contact = chat.contacts.find((ct) => ct.id === c.userId);
      return contact
        ? {
            ...contact,
            chat: { id: c.id, unseenMsgs: c.unseenMsgs, lastMessage: c.messages.at(-1) ?? null },
          }
        : null;
    })
    .filter((c): c is ChatContactWithChat => c !== null && containsCi(c.fullName, q))
    .reverse();
  return {
    chatsContacts,
    contacts: chat.contacts.filter((c) => containsCi(c.fullName, q)),
    profileUser: chat.profileUser,
  };
}

/**
 * GET /api/apps/chat/chats/{userId}: opening a chat resets its unseen count to 0 (README "Records
 * and value sets").
 */
export function openChat(chat: ChatDb, userId: number | null): Outcome<ChatResponse> {
  const contact = userId === null ? undefined : chat.contacts.find((c) => c.id === userId);
  if (!contact) return notFound('Contact not found');
  const found = chat.chats.find((c) => c.userId === contact.id) ?? null;
  if (found) found.unseenMsgs = 0;
  return success({ chat: found, contact });
}

/**
 * POST /api/apps/chat/chats/{userId}: appends the message (sent, not delivered, not seen). With no
 * chat yet, one is created with id chat count + 1 and zero unseen messages (README "Records and
 * value sets", "Seed").
 */
export function postMessage(
  chat: ChatDb,
  userId: number | null,
  body: unknown,
  now: Date,
): Outcome<PostMessageResponse> {
  const contact = userId === null ? undefined : chat.contacts.find((c) => c.id === userId);
  if (!contact) return notFound('Contact not found');
  if (contact.isBlocked)
    return invalid({ message: ['You blocked this contact: unblock them to send a message.'] });
  const reader = new BodyReader(body);
  const text = reader.string('message', { max: 5_000 });
  const senderId = reader.number('senderId', { integer: true, min: 1 });
  if (!reader.ok || text === undefined || senderId === undefined) return invalid(reader.errors);
  const msg: Message = {
    message: text,
    time: now.toISOString(),
    senderId,
    feedback: { isSent: true, isDelivered: false, isSeen: false },
  };
  let target = chat.chats.find((c) => c.userId === contact.id);
  if (!target) {
    target = { id: countPlusOne(chat.chats), userId: contact.id, unseenMsgs: 0, messages: [] };
    chat.chats.push(target);
  }
  target.messages.push(msg);
  return success({ msg, chat: target });
}
