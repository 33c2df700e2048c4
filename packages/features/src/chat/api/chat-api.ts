import type {
  ChatContact,
  ChatProfileUpdate,
  ChatProfileUser,
  ChatResponse,
  ChatsAndContactsResponse,
  PostMessageResponse,
} from '@atrium/mocks/types';

import { baseApi } from '../../api/base-api.ts';

const PATH = 'apps/chat';

/** The side pane's lists (every search of them). */
export const CHAT_LISTS = { type: 'Chat', id: 'LIST' } as const;
const chatTag = (userId: number) => ({ type: 'Chat' as const, id: userId });

export interface SendMessageArgs {
  /** The contact the message goes to. */
  userId: number;
  message: string;
  senderId: number;
}

export const chatApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** SPEC: the chats (with unseen counts and last messages), every contact, the profile user. */
    getChatsAndContacts: build.query<ChatsAndContactsResponse, string>({
      query: (q) => ({ url: `${PATH}/chats-and-contacts`, params: q ? { q } : {} }),
      providesTags: [CHAT_LISTS],
    }),
    /** A conversation; opening it clears its unseen count on the server, and so in the lists. */
    getChat: build.query<ChatResponse, number>({
      query: (userId) => `${PATH}/chats/${userId}`,
      providesTags: (_result, _error, userId) => [chatTag(userId)],
      async onQueryStarted(userId, api) {
        try {
          await api.queryFulfilled;
        } catch {
          return;
        }
        patchChatLists(api, (lists) => {
          const row = lists.chatsContacts.find((c) => c.id === userId);
          if (row) row.chat.unseenMsgs = 0;
        });
      },
    }),
    /**
     * 201 `{ msg, chat }`: the message joins the open conversation and becomes its chat's last
     * message. A first message creates the chat, so the lists are asked again.
     */
    sendMessage: build.mutation<PostMessageResponse, SendMessageArgs>({
      query: ({ userId, ...body }) => ({ url: `${PATH}/chats/${userId}`, method: 'POST', body }),
      async onQueryStarted({ userId }, api) {
        let sent: PostMessageResponse;
        try {
          sent = (await api.queryFulfilled).data;
        } catch {
          return;
        }
        patchOpenChat(api, userId, (draft) => {
          if (draft.chat) draft.chat.messages.push(sent.msg);
          else draft.chat = sent.chat;
        });
        let listed = false;
        patchChatLists(api, (lists) => {
          const row = lists.chatsContacts.find((c) => c.id === userId);
          if (row) {
            row.chat.lastMessage = sent.msg;
            listed = true;
          }
        });
        if (!listed) api.dispatch(chatApi.util.invalidateTags([CHAT_LISTS]));
      },
    }),
    /** Extension (README "Chat extensions"): about, status and the two settings. */
    updateChatProfile: build.mutation<ChatProfileUser, ChatProfileUpdate>({
      query: (body) => ({ url: `${PATH}/profile`, method: 'PUT', body }),
      async onQueryStarted(_change, api) {
        let saved: ChatProfileUser;
        try {
          saved = (await api.queryFulfilled).data;
        } catch {
          return;
        }
        patchChatLists(api, (lists) => {
          lists.profileUser = saved;
        });
      },
    }),
    /** Extension: block or unblock a contact (no messages either way while blocked). */
    setContactBlocked: build.mutation<ChatContact, { userId: number; isBlocked: boolean }>({
      query: ({ userId, isBlocked }) => ({
        url: `${PATH}/contacts/${userId}/block`,
        method: 'PUT',
        body: { isBlocked },
      }),
      invalidatesTags: (_result, _error, { userId }) => [chatTag(userId), CHAT_LISTS],
    }),
    /** Extension: the chat keeps its place in the list, without its messages. */
    clearChat: build.mutation<ChatResponse, number>({
      query: (userId) => ({ url: `${PATH}/chats/${userId}/clear`, method: 'POST' }),
      invalidatesTags: (_result, _error, userId) => [chatTag(userId), CHAT_LISTS],
    }),
  }),
});

export const {
  useGetChatsAndContactsQuery,
  useGetChatQuery,
  useSendMessageMutation,
  useUpdateChatProfileMutation,
  useSetContactBlockedMutation,
  useClearChatMutation,
} = chatApi;

/** The store's state as the chat endpoints read it (the one api's slice). */
export type ChatApiState = Parameters<typeof chatApi.util.selectInvalidatedBy>[0];

/** What a cache update needs: a dispatch and the state (an endpoint's lifecycle api, a hook's store). */
export interface CacheAccess {
  dispatch: (
    action:
      | ReturnType<typeof chatApi.util.updateQueryData>
      | ReturnType<typeof chatApi.util.invalidateTags>,
  ) => unknown;
  getState: () => unknown;
}

/** Changes every cached search of the side pane's lists (the unfiltered one the nav counts too). */
export function patchChatLists(
  { dispatch, getState }: CacheAccess,
  recipe: (lists: ChatsAndContactsResponse) => void,
): void {
  for (const { endpointName, originalArgs } of chatApi.util.selectInvalidatedBy(
    getState() as ChatApiState,
    [CHAT_LISTS],
  )) {
    if (endpointName === 'getChatsAndContacts')
      dispatch(chatApi.util.updateQueryData('getChatsAndContacts', originalArgs as string, recipe));
  }
}

/** Changes the cached conversation with `userId`, if it is loaded. */
export function patchOpenChat(
  { dispatch }: CacheAccess,
  userId: number,
  recipe: (chat: ChatResponse) => void,
): void {
  dispatch(chatApi.util.updateQueryData('getChat', userId, recipe));
}
