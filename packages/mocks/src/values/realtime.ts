/**
 * The names of the events pushed on a user's private channel beyond notifications: Laravel
 * events broadcast with these `broadcastAs` names, so Echo hears them with a leading dot
 * (`.listen('.email.received', …)`). A real backend broadcasts the same names.
 */

/** A new mail in the inbox; its data is the stored email. */
export const EMAIL_RECEIVED_EVENT = 'email.received';

/**
 * A conversation's events: the contact's device got the user's message, the contact read it, is
 * typing, and answered.
 */
export const CHAT_EVENTS = {
  delivered: 'chat.delivered',
  seen: 'chat.seen',
  typing: 'chat.typing',
  message: 'chat.message',
} as const;
