/**
 * Mail: the mailbox's folders and labels, the list and the reading pane. The app mounts
 * `emailRoutes`; the page loads lazily from there.
 */
export { emailPaths, emailRoutes, href as emailHref } from './routes.ts';
export { emailLocaleLoaders, emailResources, type EmailTexts } from './locales/index.ts';
