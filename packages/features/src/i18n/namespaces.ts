import type { NamespaceResources } from '@atrium/ui';

import { analyticsResources } from '../analytics/index.ts';
import { authResources } from '../auth/index.ts';
import { ecommerceResources } from '../ecommerce/index.ts';
import { frontResources } from '../front-pages/index.ts';
import { calendarResources } from '../calendar/index.ts';
import { invoiceResources } from '../invoice/index.ts';
import { emailResources } from '../email/index.ts';
import { chatResources } from '../chat/index.ts';
import { kanbanResources } from '../kanban/index.ts';
import { notificationsResources } from '../notifications/index.ts';
import { pagesResources } from '../pages/index.ts';
import { searchResources } from '../search/index.ts';
import { usersResources } from '../users/index.ts';

/**
 * Every feature's texts, keyed by namespace (the feature's folder name). A feature adds its
 * resources here, through its public index, when it lands; the app and Storybook register them.
 */
export const featureNamespaces: Record<string, NamespaceResources> = {
  auth: authResources,
  ecommerce: ecommerceResources,
  search: searchResources,
  notifications: notificationsResources,
  users: usersResources,
  invoice: invoiceResources,
  'front-pages': frontResources,
  pages: pagesResources,
  calendar: calendarResources,
  kanban: kanbanResources,
  email: emailResources,
  chat: chatResources,
  analytics: analyticsResources,
};
