import type { AnyHandler } from 'msw';

import { academyHandlers } from './academy.ts';
import { assetsHandlers } from './assets.ts';
import { authHandlers } from './auth.ts';
import { authRecoveryHandlers } from './auth-recovery.ts';
import { authRegisterHandlers } from './auth-register.ts';
import { authTwoStepsHandlers } from './auth-two-steps.ts';
import { broadcastingHandlers } from './broadcasting.ts';
import { calendarHandlers } from './calendar.ts';
import { chatHandlers } from './chat.ts';
import { ecommerceHandlers } from './ecommerce.ts';
import { emailHandlers } from './email.ts';
import { frontHandlers } from './front.ts';
import { invoiceHandlers } from './invoice.ts';
import { kanbanHandlers } from './kanban.ts';
import { logisticsHandlers } from './logistics.ts';
import { notificationsHandlers } from './notifications.ts';
import { pagesHandlers } from './pages.ts';
import { permissionsHandlers } from './permissions.ts';
import { rolesHandlers } from './roles.ts';
import { searchHandlers } from './search.ts';
import { usersHandlers } from './users.ts';

export {
  academyHandlers,
  assetsHandlers,
  authHandlers,
  authRegisterHandlers,
  authTwoStepsHandlers,
  broadcastingHandlers,
  calendarHandlers,
  chatHandlers,
  ecommerceHandlers,
  emailHandlers,
  frontHandlers,
  invoiceHandlers,
  kanbanHandlers,
  logisticsHandlers,
  notificationsHandlers,
  pagesHandlers,
  permissionsHandlers,
  rolesHandlers,
  searchHandlers,
  usersHandlers,
};

/**
 * Handlers per domain. A story replaces one domain through `parameters.msw.handlers.<domain>`
 * (msw-storybook-addon merges this record), leaving the others in place.
 */
export const handlersByDomain: Record<string, AnyHandler[]> = {
  auth: authHandlers,
  authRecovery: authRecoveryHandlers,
  authRegister: authRegisterHandlers,
  authTwoSteps: authTwoStepsHandlers,
  search: searchHandlers,
  academy: academyHandlers,
  calendar: calendarHandlers,
  chat: chatHandlers,
  ecommerce: ecommerceHandlers,
  email: emailHandlers,
  invoice: invoiceHandlers,
  kanban: kanbanHandlers,
  logistics: logisticsHandlers,
  permissions: permissionsHandlers,
  roles: rolesHandlers,
  users: usersHandlers,
  notifications: notificationsHandlers,
  pages: pagesHandlers,
  broadcasting: broadcastingHandlers,
  assets: assetsHandlers,
  front: frontHandlers,
};

/** Every HTTP and WebSocket handler of the fake API. */
export const handlers: AnyHandler[] = Object.values(handlersByDomain).flat();
