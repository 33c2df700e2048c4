import { createHref, defineRoutes, routePaths } from '../shared/feature-route.ts';

/**
 * Mail (ROUTES.md): the inbox, a folder or view (`/filter/sent`, `/filter/starred`) and a label.
 * One screen at three addresses; its panes scroll on their own in a fixed-height frame.
 */
export const emailRoutes = defineRoutes([
  {
    id: 'email',
    path: '/apps/email',
    aliases: {
      'email.filter': '/apps/email/filter/:filter',
      'email.label': '/apps/email/label/:label',
    },
    action: 'read',
    subject: 'Email',
    fixedHeight: true,
    namespaces: ['email'],
    load: async () => ({ Component: (await import('./page/email-page.tsx')).EmailPage }),
  },
]);

/** Route id → path pattern. */
export const emailPaths = routePaths(emailRoutes);

/** A link to a mail view: `href('email.filter', { filter: 'sent' })`. */
export const href = createHref(emailPaths);
