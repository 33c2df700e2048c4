import { createHref, defineRoutes, routePaths } from '../shared/feature-route.ts';

/**
 * Chat (ROUTES.md): the chats and contacts beside the open conversation (`?chat=<userId>`). Its
 * panes scroll on their own in a fixed-height frame, as Mail's do.
 */
export const chatRoutes = defineRoutes([
  {
    id: 'chat',
    path: '/apps/chat',
    action: 'read',
    subject: 'Chat',
    fixedHeight: true,
    namespaces: ['chat'],
    load: async () => ({ Component: (await import('./page/chat-page.tsx')).ChatPage }),
  },
]);

/** Route id → path pattern. */
export const chatPaths = routePaths(chatRoutes);

/** A link to the chat screen: `href('chat')`. */
export const href = createHref(chatPaths);
