import type { NamespaceLoaders } from '@atrium/ui';

import { analyticsLocaleLoaders } from '../analytics/index.ts';
import { authLocaleLoaders } from '../auth/index.ts';
import { ecommerceLocaleLoaders } from '../ecommerce/index.ts';
import { frontLocaleLoaders } from '../front-pages/index.ts';
import { calendarLocaleLoaders } from '../calendar/index.ts';
import { invoiceLocaleLoaders } from '../invoice/index.ts';
import { emailLocaleLoaders } from '../email/index.ts';
import { chatLocaleLoaders } from '../chat/index.ts';
import { kanbanLocaleLoaders } from '../kanban/index.ts';
import { notificationsLocaleLoaders } from '../notifications/index.ts';
import { pagesLocaleLoaders } from '../pages/index.ts';
import { searchLocaleLoaders } from '../search/index.ts';
import { usersLocaleLoaders } from '../users/index.ts';

/**
 * Every feature's texts as per-language loaders, keyed by namespace: what the running app uses, so
 * it downloads only the languages it shows. Stories and tests use `featureNamespaces` (bundled).
 */
export const featureLocaleLoaders: Record<string, NamespaceLoaders> = {
  auth: authLocaleLoaders,
  ecommerce: ecommerceLocaleLoaders,
  search: searchLocaleLoaders,
  notifications: notificationsLocaleLoaders,
  users: usersLocaleLoaders,
  invoice: invoiceLocaleLoaders,
  'front-pages': frontLocaleLoaders,
  pages: pagesLocaleLoaders,
  calendar: calendarLocaleLoaders,
  kanban: kanbanLocaleLoaders,
  email: emailLocaleLoaders,
  chat: chatLocaleLoaders,
  analytics: analyticsLocaleLoaders,
};
