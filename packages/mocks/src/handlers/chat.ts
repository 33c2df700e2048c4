import { chatSeed } from '../db/parts/communication.ts';
import { getConfig } from '../config.ts';
import { getDb, withSeeds } from '../db/store.ts';
import { chatsAndContacts, openChat, postMessage } from '../domains/chat.ts';
import { parseId } from '../lib/ids.ts';
import { api, failure, get, json, post, readJson } from './kit.ts';

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
      const outcome = postMessage(
        getDb().chat,
        parseId(params.userId),
        await readJson(request),
        getConfig().clock(),
      );
      return outcome.ok ? json(outcome.value, 201) : failure(outcome.failure);
    }),
  ],
);
