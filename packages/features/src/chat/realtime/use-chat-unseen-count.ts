import type { ChatsAndContactsResponse } from '@atrium/mocks/types';
import { CHAT_EVENTS } from '@atrium/mocks/values';
import { useDispatch, useStore } from 'react-redux';
import { matchPath, useLocation } from 'react-router-dom';

import { useRealtimeEvent } from '../../api/realtime-events.ts';
import type { AppDispatch } from '../../store/create-store.ts';
import { patchChatLists, useGetChatsAndContactsQuery } from '../api/chat-api.ts';
import { openChatOf } from '../page/use-open-chat.ts';
import { chatPaths } from '../routes.ts';
import { isMessageEvent } from './chat-events.ts';

const unseenOf = (data: ChatsAndContactsResponse | undefined) =>
  data?.chatsContacts.reduce((sum, c) => sum + c.chat.unseenMsgs, 0) ?? 0;

/**
 * Every chat's unseen messages together, for the navigation's Chat item: from the unfiltered
 * lists the chat screen shows too, so opening a chat changes it at once. A reply arriving while
 * another chat or screen is open raises it (the server's count comes with the event); the chat
 * open on the chat screen is the screen's to count. `skip` for a user who may not open Chat.
 */
export function useChatUnseenCount({ skip = false }: { skip?: boolean } = {}): number {
  const dispatch = useDispatch<AppDispatch>();
  const store = useStore();
  const { pathname, search } = useLocation();
  // The chat open on the chat screen, which counts its replies seen itself.
  const openHere = matchPath(chatPaths.chat, pathname)
    ? openChatOf(new URLSearchParams(search))
    : null;
  const { count } = useGetChatsAndContactsQuery('', {
    skip,
    selectFromResult: ({ data }) => ({ count: unseenOf(data) }),
  });
  useRealtimeEvent(CHAT_EVENTS.message, (data) => {
    if (skip || !isMessageEvent(data) || data.userId === openHere) return;
    patchChatLists({ dispatch, getState: () => store.getState() }, (lists) => {
      const row = lists.chatsContacts.find((c) => c.id === data.userId);
      if (!row) return;
      row.chat.unseenMsgs = Math.max(row.chat.unseenMsgs, data.unseenMsgs);
      row.chat.lastMessage = data.msg;
    });
  });
  return count;
}
