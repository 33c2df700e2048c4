import { seedPart } from '../seed-part.ts';
import { seedChats, seedContacts, seedProfileUser } from '../seed/chat.ts';
import { seedEmails } from '../seed/emails.ts';

export const chatSeed = seedPart(['chat'], ({ now }) => ({
  chat: { profileUser: seedProfileUser(), contacts: seedContacts(), chats: seedChats(now) },
}));

export const emailSeed = seedPart(['emails'], ({ now }) => ({ emails: seedEmails(now) }));
