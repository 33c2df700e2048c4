/**
 * Chat: the chats and contacts, the open conversation with its live ticks and replies, the
 * profile and contact panels. The app mounts `chatRoutes` and shows `useChatUnseenCount` on the
 * navigation's Chat item; the page loads lazily from there.
 */
export { chatPaths, chatRoutes, href as chatHref } from './routes.ts';
export { chatLocaleLoaders, chatResources, type ChatTexts } from './locales/index.ts';
export { useChatUnseenCount } from './realtime/use-chat-unseen-count.ts';
