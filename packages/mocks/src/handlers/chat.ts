import { chatSeed } from '../db/parts/communication.ts';
import { pushToUserChannels, schedule } from '../broadcasting/hub.ts';
import { getConfig } from '../config.ts';
import { commit, getDb, withSeeds } from '../db/store.ts';
import { CHAT_EVENTS } from '../domains/broadcasting.ts';
import { chatsAndContacts, openChat, postMessage } from '../domains/chat.ts';
import {
  ANSWER_STEPS_MS,
  CHAT_REPLIES,
  clearChat,
  markFeedback,
  setBlocked,
  storeReply,
  updateChatProfile,
} from '../domains/chat-extensions.ts';
import { parseId } from '../lib/ids.ts';
import type {
  ChatFeedbackEvent,
  ChatMessageEvent,
  ChatTypingEvent,
  Message,
} from '../types/chat.ts';
import { api, failure, get, json, post, put, readJson } from './kit.ts';

let replyRound = 0;

/**
 * The contact answers the user's message as a person would (README "Chat extensions"): the
 * message is delivered, then seen, then they type, then reply. Each step changes the db and is
 * pushed on the user channels. Off at speed 0 (tests and stories, unless they ask).
 */
function answer(userId: number, msg: Message): void {
  const speed = getConfig().chatReplySpeed;
  if (speed <= 0) return;
  const at = (ms: number) => ms / speed;
  const feedback = (patch: Partial<Message['feedback']>, event: string) => () => {
    const marked = markFeedback(getDb().chat, userId, msg.time, patch);
    if (!marked) return;
    commit();
    const data: ChatFeedbackEvent = {
      userId,
      chatId: marked.chat.id,
      time: msg.time,
      feedback: { ...marked.msg.feedback },
    };
    pushToUserChannels(event, data);
  };
  schedule(feedback({ isDelivered: true }, CHAT_EVENTS.delivered), at(ANSWER_STEPS_MS.delivered));
  schedule(feedback({ isSeen: true }, CHAT_EVENTS.seen), at(ANSWER_STEPS_MS.seen));
  schedule(() => {
    const data: ChatTypingEvent = { userId };
    pushToUserChannels(CHAT_EVENTS.typing, data);
  }, at(ANSWER_STEPS_MS.typing));
  schedule(() => {
    const text = CHAT_REPLIES[replyRound % CHAT_REPLIES.length] ?? '';
    replyRound += 1;
    const stored = storeReply(getDb().chat, userId, text, getConfig().clock());
    if (!stored) return;
    commit();
    const data: ChatMessageEvent = {
      userId,
      chatId: stored.chat.id,
      msg: stored.msg,
      unseenMsgs: stored.chat.unseenMsgs,
    };
    pushToUserChannels(CHAT_EVENTS.message, data);
  }, at(ANSWER_STEPS_MS.reply));
}

export const chatHandlers = withSeeds(
  [chatSeed],
  [
    get(api('/apps/chat/chats-and-contacts'), ({ url }) =>
      json(chatsAndContacts(getDb().chat, url.searchParams)),
    ),
    // Opening a chat clears its unseen count, so this GET changes the db.
    get(
      api('/apps/chat/chats/:userId'),
      ({ params }) => {
        const outcome = openChat(getDb().chat, parseId(params.userId));
        return outcome.ok ? json(outcome.value) : failure(outcome.failure);
      },
      { mutates: true },
    ),
    post(api('/apps/chat/chats/:userId'), async ({ request, params }) => {
      const chat = getDb().chat;
      const userId = parseId(params.userId);
      const outcome = postMessage(chat, userId, await readJson(request), getConfig().clock());
      if (!outcome.ok) return failure(outcome.failure);
      if (userId !== null && outcome.value.msg.senderId === chat.profileUser.id)
        answer(userId, outcome.value.msg);
      return json(outcome.value, 201);
    }),
    post(api('/apps/chat/chats/:userId/clear'), ({ params }) => {
      const outcome = clearChat(getDb().chat, parseId(params.userId));
      return outcome.ok ? json(outcome.value) : failure(outcome.failure);
    }),
    put(api('/apps/chat/contacts/:userId/block'), async ({ request, params }) => {
      const outcome = setBlocked(getDb().chat, parseId(params.userId), await readJson(request));
      return outcome.ok ? json(outcome.value) : failure(outcome.failure);
    }),
    put(api('/apps/chat/profile'), async ({ request }) => {
      const outcome = updateChatProfile(getDb().chat, await readJson(request));
      return outcome.ok ? json(outcome.value) : failure(outcome.failure);
    }),
  ],
);
