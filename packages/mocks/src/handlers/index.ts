import type { AnyHandler } from 'msw';

import { academyHandlers } from './academy.ts';
import { analyticsDashboardHandlers } from './analytics-dashboard.ts';
import { assetsHandlers } from './assets.ts';
import { authHandlers } from './auth.ts';
import { authRecoveryHandlers } from './auth-recovery.ts';
import { authRegisterHandlers } from './auth-register.ts';
import { authTwoStepsHandlers } from './auth-two-steps.ts';
import { broadcastingHandlers } from './broadcasting.ts';
import { calendarHandlers } from './calendar.ts';
import { chatHandlers } from './chat.ts';
import { crmDashboardHandlers } from './crm-dashboard.ts';
import { dialogExamplesHandlers } from './dialog-examples.ts';
import { ecommerceHandlers } from './ecommerce.ts';
import { emailHandlers } from './email.ts';
import { frontHandlers } from './front.ts';
import { helpCenterHandlers } from './help-center.ts';
import { invoiceHandlers } from './invoice.ts';
import { kanbanHandlers } from './kanban.ts';
import { logisticsHandlers } from './logistics.ts';
import { notificationsHandlers } from './notifications.ts';
import { pagesHandlers } from './pages.ts';
import { profileHandlers } from './profile.ts';
import { permissionsHandlers } from './permissions.ts';
import { rolesHandlers } from './roles.ts';
import { searchHandlers } from './search.ts';
import { signedInAccountHandlers } from './signed-in-account.ts';
import { teamHandlers } from './team.ts';
import { usersHandlers } from './users.ts';
import { userViewHandlers } from './user-view.ts';
import { wizardsHandlers } from './wizards.ts';

export {
  academyHandlers,
  analyticsDashboardHandlers,
  assetsHandlers,
  authHandlers,
  authRegisterHandlers,
  authTwoStepsHandlers,
  broadcastingHandlers,
  calendarHandlers,
  chatHandlers,
  crmDashboardHandlers,
  dialogExamplesHandlers,
  ecommerceHandlers,
  emailHandlers,
  frontHandlers,
  helpCenterHandlers,
  invoiceHandlers,
  kanbanHandlers,
  logisticsHandlers,
  notificationsHandlers,
  pagesHandlers,
  permissionsHandlers,
  profileHandlers,
  rolesHandlers,
  searchHandlers,
  signedInAccountHandlers,
  teamHandlers,
  usersHandlers,
  userViewHandlers,
  wizardsHandlers,
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
  analyticsDashboard: analyticsDashboardHandlers,
  calendar: calendarHandlers,
  chat: chatHandlers,
  ecommerce: ecommerceHandlers,
  crm: crmDashboardHandlers,
  email: emailHandlers,
  invoice: invoiceHandlers,
  kanban: kanbanHandlers,
  team: teamHandlers,
  logistics: logisticsHandlers,
  permissions: permissionsHandlers,
  roles: rolesHandlers,
  users: usersHandlers,
  userView: userViewHandlers,
  notifications: notificationsHandlers,
  pages: pagesHandlers,
  helpCenter: helpCenterHandlers,
  profile: profileHandlers,
  signedInAccount: signedInAccountHandlers,
  dialogExamples: dialogExamplesHandlers,
  broadcasting: broadcastingHandlers,
  assets: assetsHandlers,
  front: frontHandlers,
  wizards: wizardsHandlers,
};

/** Every HTTP and WebSocket handler of the fake API. */
export const handlers: AnyHandler[] = Object.values(handlersByDomain).flat();
