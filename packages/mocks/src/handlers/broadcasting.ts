import { http, HttpResponse, ws, type HttpHandler } from 'msw';

import {
  appKeyOf,
  deliver,
  registerConnection,
  unregisterConnection,
} from '../broadcasting/hub.ts';
import { accountsSeed } from '../db/parts/accounts.ts';
import { PusherSession } from '../broadcasting/pusher-session.ts';
import { getDb, withSeeds } from '../db/store.ts';
import {
  authenticateUser,
  authorizeChannel,
  DEFAULT_APP_KEY,
  readAuthBody,
  type AuthAnswer,
} from '../domains/broadcasting.ts';

/** The Pusher endpoint on any host: `wss://{host}:443/app/{key}?protocol=7&...` (STACK.md recipe). */
export const PUSHER_URL = /^wss?:\/\/[^/]+\/app\/[^/?]+/;

const pusher = ws.link(PUSHER_URL);

const pusherSocket = pusher.addEventListener('connection', ({ client }) => {
  const key = /\/app\/([^/?]+)/.exec(client.url.pathname)?.[1];
  const session = new PusherSession(key ? decodeURIComponent(key) : DEFAULT_APP_KEY);
  const send = (frame: object): void => {
    try {
      client.send(JSON.stringify(frame));
    } catch {
      // The socket closed between the event and the send; the close listener cleans up.
    }
  };
  registerConnection(session, send);
  send(session.connectionEstablished());
  client.addEventListener('message', (event) => deliver(session, session.handle(event.data)));
  client.addEventListener('close', () => unregisterConnection(session.socketId));
});

async function readAuth(request: Request): Promise<Record<string, string>> {
  try {
    return readAuthBody(request.headers.get('Content-Type') ?? '', await request.text());
  } catch {
    return {};
  }
}

/** One of Laravel's broadcasting endpoints: the form body and bearer token to a signed answer. */
const authRoute = (path: string, sign: typeof authorizeChannel): HttpHandler =>
  http.post(path, async ({ request }) => {
    const answer: AuthAnswer = sign({
      body: await readAuth(request),
      authorization: request.headers.get('Authorization'),
      users: getDb().loginUsers,
      keyOf: appKeyOf,
    });
    return HttpResponse.json(answer.body, { status: answer.status });
  });

/**
 * Laravel's broadcasting endpoints (README "Calls"): channel authorization and user authentication
 * in Pusher's format, sent by pusher-js as a form with the bearer token in Authorization.
 */
export const broadcastingHandlers = withSeeds(
  [accountsSeed],
  [
    authRoute('*/broadcasting/auth', authorizeChannel),
    authRoute('*/broadcasting/user-auth', authenticateUser),
    pusherSocket,
  ],
);
