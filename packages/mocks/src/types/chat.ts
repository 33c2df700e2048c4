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
  /** Blocked by the signed-in user (extension, README "Chat extensions"): no messages either way. */
  isBlocked?: boolean;
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

/** Body of PUT /api/apps/chat/profile (extension): any of the profile panel's fields. */
export interface ChatProfileUpdate {
  about?: string;
  status?: ChatStatus;
  settings?: Partial<ChatProfileUser['settings']>;
}

/** The real-time events of a conversation, on the user's private channel (README "Chat extensions"). */
export interface ChatFeedbackEvent {
  /** The contact whose chat it is. */
  userId: number;
  chatId: number;
  /** The message's time: which of the user's messages it is about. */
  time: string;
  feedback: MessageFeedback;
}

export interface ChatTypingEvent {
  userId: number;
}

export interface ChatMessageEvent {
  userId: number;
  chatId: number;
  msg: Message;
  /** The chat's unseen count with this message. */
  unseenMsgs: number;
}
