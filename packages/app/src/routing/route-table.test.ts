import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { routeDefs, type AppRouteDef } from './route-table.ts';

const routes = routeDefs.map((def) => ({ path: def.path, def }));
const resolve = (url: string): AppRouteDef | undefined =>
  matchRoutes(routes, url)?.at(-1)?.route.def;

// One concrete URL per row of shared/ROUTES.md, with the access and layout it must have.
const expected: [string, string, AppRouteDef['layout']][] = [
  ['/login', 'guest', 'blank'],
  ['/register', 'guest', 'blank'],
  ['/forgot-password', 'guest', 'blank'],
  ['/pages/authentication/login-v1', 'public', 'blank'],
  ['/pages/authentication/verify-email-v2', 'public', 'blank'],
  ['/pages/authentication/register-multi-steps', 'public', 'blank'],
  ['/dashboards/analytics', 'read Dashboard', 'default'],
  ['/dashboards/crm', 'read Dashboard', 'default'],
  ['/dashboards/logistics', 'read Dashboard', 'default'],
  ['/apps/ecommerce/dashboard', 'read Dashboard', 'default'],
  ['/apps/academy/dashboard', 'read Dashboard', 'default'],
  ['/apps/ecommerce/product/edit/12', 'update Ecommerce', 'default'],
  ['/apps/ecommerce/product/category-list', 'read Ecommerce', 'default'],
  ['/apps/ecommerce/order/details/5', 'read Ecommerce', 'default'],
  ['/apps/ecommerce/customer/details/879861', 'read Ecommerce', 'default'],
  ['/apps/ecommerce/customer/details/879861/security', 'read Ecommerce', 'default'],
  ['/apps/ecommerce/settings', 'read Ecommerce', 'default'],
  ['/apps/ecommerce/settings/payments', 'read Ecommerce', 'default'],
  ['/apps/email/filter/starred', 'read Email', 'default'],
  ['/apps/email/label/company', 'read Email', 'default'],
  ['/apps/chat', 'read Chat', 'default'],
  ['/apps/calendar', 'read Calendar', 'default'],
  ['/apps/kanban', 'read Kanban', 'default'],
  ['/apps/invoice/preview/4987', 'read Invoice', 'default'],
  ['/apps/user/view/3/billing', 'read User', 'default'],
  ['/apps/roles', 'read Role', 'default'],
  ['/apps/permissions', 'read Role', 'default'],
  ['/apps/academy/course-details', 'read Academy', 'default'],
  ['/apps/logistics/fleet', 'read Logistics', 'default'],
  ['/pages/user-profile/teams', 'read Profile', 'default'],
  ['/pages/account-settings/billing-plans', 'read Profile', 'default'],
  ['/pages/help-center/getting-started/buying', 'public', 'default'],
  ['/front-pages/landing', 'public', 'none'],
  ['/pages/misc/under-maintenance', 'public', 'blank'],
  ['/pages/misc/not-authorized', 'public', 'blank'],
  ['/access-control', 'read AclDemo', 'default'],
  ['/wizard-examples/property-listing', 'read Dashboard', 'default'],
  ['/tables/data-table', 'read Dashboard', 'default'],
];

const describeAccess = (def: AppRouteDef) =>
  def.access.kind === 'protected' ? `${def.access.action} ${def.access.subject}` : def.access.kind;

describe('route table', () => {
  it.each(expected)('%s is %s in the %s layout', (url, access, layout) => {
    const def = resolve(url);
    expect(def, `no route for ${url}`).toBeDefined();
    expect(describeAccess(def!)).toBe(access);
    expect(def!.layout).toBe(layout);
  });

  it('keeps the Email item active on filter and label routes, with a fixed-height content area', () => {
    for (const url of ['/apps/email/filter/spam', '/apps/email/label/private']) {
      expect(resolve(url)).toMatchObject({ navId: 'email', fixedHeight: true });
    }
  });

  it('has no two routes with the same path', () => {
    const paths = routeDefs.map((d) => d.path);
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });
});

describe('feature routes', () => {
  it('mounts every route the e-commerce, users, invoice, academy, logistics and analytics features declare, with its path, ability and screen', async () => {
    const { ecommerceRoutes } = await import('@atrium/features/ecommerce');
    const { usersRoutes } = await import('@atrium/features/users');
    const { invoiceRoutes } = await import('@atrium/features/invoice');
    const { academyRoutes } = await import('@atrium/features/academy');
    const { logisticsRoutes } = await import('@atrium/features/logistics');
    const { analyticsRoutes } = await import('@atrium/features/analytics');
    const { screens, screenNamespaces } = await import('./screens.ts');
    expect(usersRoutes.map((route) => route.path)).toContain('/apps/permissions');
    for (const route of [
      ...ecommerceRoutes,
      ...usersRoutes,
      ...invoiceRoutes,
      ...academyRoutes,
      ...logisticsRoutes,
      ...analyticsRoutes,
    ]) {
      const def = routeDefs.find((d) => d.id === route.id && d.path === route.path);
      expect(def, route.id).toBeDefined();
      expect(def?.access).toEqual({
        kind: 'protected',
        action: route.action,
        subject: route.subject,
      });
      expect(screens[route.id]).toBe(route.load);
      expect(screenNamespaces[route.id]).toEqual(route.namespaces);
    }
  });
});
