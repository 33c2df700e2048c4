export type ChatStatus = 'online' | 'offline' | 'busy' | 'away';

export interface ChatProfileUser {
  id: number;
  avatar: string;
  fullName: string;
  role: 'admin';
  about: string;
  status: ChatStatus;
  settings: { isTwoStepAuthVerificationEnabled: boolean; isNotificationsOn: boolean };
}

export interface ChatContact {
  id: number;
  fullName: string;
  /** Job title. */
  role: string;
  about: string;
  avatar: string;
  status: ChatStatus;
}

export interface MessageFeedback {
  isSent: boolean;
  isDelivered: boolean;
  isSeen: boolean;
}

export interface Message {
  message: string;
  /** ISO date-time. */
  time: string;
  senderId: number;
  feedback: MessageFeedback;
}

export interface Chat {
  id: number;
  userId: number;
  unseenMsgs: number;
  messages: Message[];
}

export interface ChatContactWithChat extends ChatContact {
  chat: { id: number; unseenMsgs: number; lastMessage: Message | null };
}

/** GET /api/apps/chat/chats-and-contacts. */
export interface ChatsAndContactsResponse {
  chatsContacts: ChatContactWithChat[];
  contacts: ChatContact[];
  profileUser: ChatProfileUser;
}

/** GET /api/apps/chat/chats/{userId}; `chat` is null when there is no conversation yet. */
export interface ChatResponse {
  chat: Chat | null;
  contact: ChatContact;
}

export interface PostMessageRequest {
  message: string;
  senderId: number;
}

/** 201 of POST /api/apps/chat/chats/{userId}. */
export interface PostMessageResponse {
  msg: Message;
  chat: Chat;
}
