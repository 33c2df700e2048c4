/**
 * Mail: the mailbox's folders and labels, the list and the reading pane. The app mounts
 * `emailRoutes` (the page loads lazily from there) and, in its frame, `useIncomingMail`, which
 * toasts each mail that arrives on any screen.
 */
export { emailPaths, emailRoutes, href as emailHref } from './routes.ts';
export { emailLocaleLoaders, emailResources, type EmailTexts } from './locales/index.ts';
export { useIncomingMail } from './realtime/use-incoming-mail.ts';
