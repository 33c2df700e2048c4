import type { AnyHandler } from 'msw';

import { assetsHandlers } from './assets.ts';
import { authHandlers } from './auth.ts';
import { broadcastingHandlers } from './broadcasting.ts';
import { notificationsHandlers } from './notifications.ts';

/**
 * What the browser's fake API starts with: sign-in, the notifications and socket every signed-in
 * frame opens, and the pictures (the first screen's largest image must not wait for a domain).
 */
export const eagerHandlers: readonly AnyHandler[] = [
  ...authHandlers,
  ...notificationsHandlers,
  ...broadcastingHandlers,
  ...assetsHandlers,
];

/** A domain the browser loads on its first request, in a chunk of its own. */
export interface LazyDomain {
  name: string;
  /** Lower-case path starts: every handler of the domain answers only under them. */
  prefixes: readonly string[];
  load: () => Promise<readonly AnyHandler[]>;
}

type Load = () => Promise<readonly AnyHandler[]>;

/** A domain under `/api/apps/<name>` unless other prefixes are given. */
const lazy = (name: string, load: Load, prefixes = [`/api/apps/${name}`]): LazyDomain => ({
  name,
  prefixes,
  load,
});

/** Every other domain (browser-domains.test.ts checks that together they are the whole API). */
export const lazyDomains: readonly LazyDomain[] = [
  lazy('ecommerce', async () => (await import('./ecommerce.ts')).ecommerceHandlers),
  lazy('crm', async () => (await import('./crm-dashboard.ts')).crmDashboardHandlers, [
    '/api/dashboards/crm',
  ]),
  lazy('email', async () => (await import('./email.ts')).emailHandlers),
  lazy('chat', async () => (await import('./chat.ts')).chatHandlers),
  lazy('calendar', async () => (await import('./calendar.ts')).calendarHandlers),
  lazy('kanban', async () => (await import('./kanban.ts')).kanbanHandlers),
  lazy('team', async () => (await import('./team.ts')).teamHandlers),
  lazy('invoice', async () => (await import('./invoice.ts')).invoiceHandlers),
  // The academy dashboard's calls lie under the dashboards' prefix: the same chunk answers them.
  lazy('academy', async () => (await import('./academy.ts')).academyHandlers, [
    '/api/apps/academy',
    '/api/dashboards/academy',
  ]),
  // The fleet's screens and the logistics dashboard: one chunk answers both.
  lazy('logistics', async () => (await import('./logistics.ts')).logisticsHandlers, [
    '/api/apps/logistics',
    '/api/dashboards/logistics',
  ]),
  // The user view's calls lie under the users' prefix: one chunk answers both.
  lazy('users', async () => [
    ...(await import('./users.ts')).usersHandlers,
    ...(await import('./user-view.ts')).userViewHandlers,
  ]),
  lazy('permissions', async () => (await import('./permissions.ts')).permissionsHandlers),
  lazy('roles', async () => (await import('./roles.ts')).rolesHandlers),
  // Every page of the pages group (profile, help center, pricing, dialog examples, wizards) lies
  // under the pages' prefix: one chunk answers them all.
  lazy(
    'pages',
    async () => [
      ...(await import('./pages.ts')).pagesHandlers,
      ...(await import('./help-center.ts')).helpCenterHandlers,
      ...(await import('./profile.ts')).profileHandlers,
      ...(await import('./signed-in-account.ts')).signedInAccountHandlers,
      ...(await import('./dialog-examples.ts')).dialogExamplesHandlers,
    ],
    ['/api/pages'],
  ),
  lazy('search', async () => (await import('./search.ts')).searchHandlers, ['/api/app-bar']),
  lazy('authRecovery', async () => (await import('./auth-recovery.ts')).authRecoveryHandlers, [
    '/api/auth/forgot-password',
    '/api/auth/reset-password',
    '/api/auth/verify-email',
  ]),
  lazy('authRegister', async () => (await import('./auth-register.ts')).authRegisterHandlers, [
    '/api/auth/register',
  ]),
  lazy('authTwoSteps', async () => (await import('./auth-two-steps.ts')).authTwoStepsHandlers, [
    '/api/auth/two-steps',
  ]),
  lazy(
    'analyticsDashboard',
    async () => (await import('./analytics-dashboard.ts')).analyticsDashboardHandlers,
    ['/api/dashboards/analytics'],
  ),
  lazy('front', async () => (await import('./front.ts')).frontHandlers, ['/api/front']),
  lazy('wizards', async () => (await import('./wizards.ts')).wizardsHandlers, [
    '/api/pages/wizards',
  ]),
];
