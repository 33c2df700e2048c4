import type { ChatFeedbackEvent, ChatMessageEvent } from '@atrium/mocks/types';
import { CHAT_EVENTS } from '@atrium/mocks/values';
import { useEffect, useRef, useState } from 'react';
import { useDispatch, useStore } from 'react-redux';

import { useRealtimeEvent } from '../../api/realtime-events.ts';
import type { AppDispatch } from '../../store/create-store.ts';
import {
  CHAT_LISTS,
  chatApi,
  patchChatLists,
  patchOpenChat,
  type CacheAccess,
} from '../api/chat-api.ts';
import { isFeedbackEvent, isMessageEvent, isTypingEvent } from './chat-events.ts';

/** A "typing" event is not followed by a "stopped": the indicator goes after this long. */
const TYPING_MS = 6_000;

/** The user's message the event names (by its time), its feedback as the contact's side says. */
function applyFeedback(cache: CacheAccess, event: ChatFeedbackEvent) {
  const update = (messages: { time: string; senderId: number; feedback: object }[]) => {
    const msg = messages.findLast((m) => m.time === event.time && m.senderId !== event.userId);
    if (msg) msg.feedback = { ...event.feedback };
  };
  patchOpenChat(cache, event.userId, (draft) => {
    if (draft.chat) update(draft.chat.messages);
  });
  patchChatLists(cache, (lists) => {
    const last = lists.chatsContacts.find((c) => c.id === event.userId)?.chat.lastMessage;
    if (last) update([last]);
  });
}

/**
 * The contact's reply. In the open chat it joins the conversation and the chat is asked again,
 * which tells the server it was seen (opening clears the count); another chat's badge rises.
 */
function applyMessage(cache: CacheAccess, event: ChatMessageEvent, openUserId: number | null) {
  const open = event.userId === openUserId;
  patchOpenChat(cache, event.userId, (draft) => {
    if (draft.chat) draft.chat.messages.push(event.msg);
  });
  let listed = false;
  patchChatLists(cache, (lists) => {
    const row = lists.chatsContacts.find((c) => c.id === event.userId);
    if (!row) return;
    listed = true;
    row.chat.lastMessage = event.msg;
    row.chat.unseenMsgs = open ? 0 : event.unseenMsgs;
  });
  const stale: { type: 'Chat'; id: number | 'LIST' }[] = open
    ? [{ type: 'Chat', id: event.userId }]
    : [];
  if (!listed) stale.push(CHAT_LISTS);
  if (stale.length > 0) cache.dispatch(chatApi.util.invalidateTags(stale));
}

/**
 * The conversation's real-time events, from the app's one socket (`useRealtimeEvent`): ticks
 * move to delivered and seen, the contact's reply arrives, badges rise. Answers who is typing.
 */
export function useChatRealtime(openUserId: number | null): { typingUserId: number | null } {
  const dispatch = useDispatch<AppDispatch>();
  const store = useStore();
  const cache: CacheAccess = { dispatch, getState: () => store.getState() };
  const [typingUserId, setTypingUserId] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onFeedback = (data: unknown) => {
    if (isFeedbackEvent(data)) applyFeedback(cache, data);
  };
  useRealtimeEvent(CHAT_EVENTS.delivered, onFeedback);
  useRealtimeEvent(CHAT_EVENTS.seen, onFeedback);
  useRealtimeEvent(CHAT_EVENTS.typing, (data) => {
    if (!isTypingEvent(data)) return;
    setTypingUserId(data.userId);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setTypingUserId(null), TYPING_MS);
  });
  useRealtimeEvent(CHAT_EVENTS.message, (data) => {
    if (!isMessageEvent(data)) return;
    if (data.userId === typingUserId) {
      clearTimeout(timer.current);
      setTypingUserId(null);
    }
    applyMessage(cache, data, openUserId);
  });
  return { typingUserId };
}
