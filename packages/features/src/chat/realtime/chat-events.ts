import type { ChatFeedbackEvent, ChatMessageEvent, ChatTypingEvent } from '@atrium/mocks/types';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Events come off the socket untyped: each is checked before the cache takes it. */
export const isTypingEvent = (data: unknown): data is ChatTypingEvent =>
  isRecord(data) && typeof data.userId === 'number';

export const isFeedbackEvent = (data: unknown): data is ChatFeedbackEvent =>
  isRecord(data) &&
  typeof data.userId === 'number' &&
  typeof data.time === 'string' &&
  isRecord(data.feedback);

export const isMessageEvent = (data: unknown): data is ChatMessageEvent =>
  isRecord(data) &&
  typeof data.userId === 'number' &&
  typeof data.unseenMsgs === 'number' &&
  isRecord(data.msg) &&
  typeof data.msg.message === 'string';
