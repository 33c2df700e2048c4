import { describe, expect, it } from 'vitest';

import { createAppAbility } from '@atrium/features/access/ability';
import { afterLoginTarget, guard, homeRedirect, type RouteAccess } from './guard.ts';
import { href } from './route-table.ts';

const admin = createAppAbility([{ action: 'manage', subject: 'all' }]);
const client = createAppAbility([{ action: 'read', subject: 'AclDemo' }]);
const nobody = createAppAbility();
const url = (path: string) => new URL(path, 'http://atrium.test');
const dashboard = href('dashboards.ecommerce');
const notAuthorized = href('misc.notAuthorized');

const publicRoute: RouteAccess[] = [{ kind: 'public' }];
const guestRoute: RouteAccess[] = [{ kind: 'guest' }];
const products: RouteAccess[] = [{ kind: 'protected', action: 'read', subject: 'Ecommerce' }];
const acl: RouteAccess[] = [{ kind: 'protected', action: 'read', subject: 'AclDemo' }];

describe('route guard', () => {
  const target = url(`${href('ecommerce.productList')}?status=Published&page=2`);

  it.each([
    ['visitor', false, nobody],
    ['client', true, client],
    ['admin', true, admin],
  ] as const)('lets a %s through public routes', (_, authenticated, ability) => {
    expect(guard({ matched: publicRoute, authenticated, ability, url: target })).toBeNull();
  });

  it('sends a signed-in user away from guest-only routes, to the e-commerce dashboard', () => {
    expect(
      guard({ matched: guestRoute, authenticated: true, ability: client, url: url('/login') }),
    ).toBe(dashboard);
    expect(
      guard({ matched: guestRoute, authenticated: false, ability: nobody, url: url('/login') }),
    ).toBeNull();
  });

  it('sends a visitor to login with the original query and `to`', () => {
    expect(guard({ matched: products, authenticated: false, ability: nobody, url: target })).toBe(
      '/login?status=Published&page=2&to=%2Fapps%2Fecommerce%2Fproduct%2Flist',
    );
  });

  it('omits `to` when the target is /', () => {
    expect(
      guard({ matched: products, authenticated: false, ability: nobody, url: url('/?x=1') }),
    ).toBe('/login?x=1');
  });

  it('sends a signed-in user without the ability to not-authorized', () => {
    expect(guard({ matched: products, authenticated: true, ability: client, url: target })).toBe(
      notAuthorized,
    );
  });

  it('lets a signed-in user with the ability through, admin everywhere', () => {
    expect(
      guard({ matched: acl, authenticated: true, ability: client, url: url('/access-control') }),
    ).toBeNull();
    expect(
      guard({ matched: products, authenticated: true, ability: admin, url: target }),
    ).toBeNull();
    expect(
      guard({ matched: acl, authenticated: true, ability: admin, url: url('/access-control') }),
    ).toBeNull();
  });

  it('checks parents too: every matched protected route must allow', () => {
    const nested: RouteAccess[] = [
      { kind: 'protected', action: 'read', subject: 'AclDemo' },
      ...products,
    ];
    expect(guard({ matched: nested, authenticated: true, ability: client, url: target })).toBe(
      notAuthorized,
    );
  });

  it('treats abilities as void without a session (stale rules do not count)', () => {
    expect(
      guard({ matched: acl, authenticated: false, ability: client, url: url('/access-control') }),
    ).toBe('/login?to=%2Faccess-control');
  });
});

describe('redirects by role', () => {
  it('sends admin and client home, anyone else to login keeping the query', () => {
    expect(homeRedirect('admin', url('/admin'), admin)).toBe(dashboard);
    expect(homeRedirect('client', url('/admin'), client)).toBe('/access-control');
    expect(homeRedirect('subscriber', url('/admin'), nobody)).toBe(dashboard);
    expect(homeRedirect(undefined, url('/admin?ref=mail'), nobody)).toBe('/login?ref=mail');
  });

  it("sends a role's account to the first screen its abilities allow", () => {
    const emailOnly = createAppAbility([{ action: 'read', subject: 'Email' }]);
    expect(homeRedirect('support', url('/'), emailOnly)).toBe(href('email'));
    const withDashboard = createAppAbility([
      { action: 'read', subject: 'Email' },
      { action: 'read', subject: 'Dashboard' },
    ]);
    expect(homeRedirect('support', url('/'), withDashboard)).toBe(dashboard);
    expect(homeRedirect('restricted-user', url('/'), nobody)).toBe(notAuthorized);
  });

  it('goes to `to` after login when it is an app path, never off-site', () => {
    expect(afterLoginTarget('client', url(`/login?to=${href('email')}`), client)).toBe(
      href('email'),
    );
    expect(afterLoginTarget('admin', url('/login?to=//evil.example/x'), admin)).toBe(dashboard);
    expect(afterLoginTarget('client', url('/login?to=https://evil.example'), client)).toBe(
      '/access-control',
    );
    expect(afterLoginTarget('admin', url('/login'), admin)).toBe(dashboard);
  });
});
