/**
 * Every URL of the app (shared/ROUTES.md), typed. `path` is the router pattern; `href()` builds a
 * concrete link, so a renamed route breaks the build instead of a link.
 */
const withParams =
  <P extends Record<string, string>>(pattern: string) =>
  (params: P): string =>
    pattern
      .replace(/:(\w+)\??/g, (_, key: string) => encodeURIComponent(params[key] ?? ''))
      .replace(/\/$/, '');

export const paths = {
  root: { path: '/', href: () => '/' },
  admin: { path: '/admin', href: () => '/admin' },
  login: { path: '/login', href: () => '/login' },
  register: { path: '/register', href: () => '/register' },
  forgotPassword: { path: '/forgot-password', href: () => '/forgot-password' },
  dashboards: {
    ecommerce: { path: '/dashboards/ecommerce', href: () => '/dashboards/ecommerce' },
    analytics: { path: '/dashboards/analytics', href: () => '/dashboards/analytics' },
    crm: { path: '/dashboards/crm', href: () => '/dashboards/crm' },
    academy: { path: '/dashboards/academy', href: () => '/dashboards/academy' },
    logistics: { path: '/dashboards/logistics', href: () => '/dashboards/logistics' },
  },
  ecommerce: {
    productList: {
      path: '/apps/ecommerce/product/list',
      href: () => '/apps/ecommerce/product/list',
    },
    productAdd: { path: '/apps/ecommerce/product/add', href: () => '/apps/ecommerce/product/add' },
    productEdit: {
      path: '/apps/ecommerce/product/edit/:id',
      href: withParams<{ id: string }>('/apps/ecommerce/product/edit/:id'),
    },
    categoryList: {
      path: '/apps/ecommerce/product/category-list',
      href: () => '/apps/ecommerce/product/category-list',
    },
    orderList: { path: '/apps/ecommerce/order/list', href: () => '/apps/ecommerce/order/list' },
    orderDetails: {
      path: '/apps/ecommerce/order/details/:id',
      href: withParams<{ id: string }>('/apps/ecommerce/order/details/:id'),
    },
    customerList: {
      path: '/apps/ecommerce/customer/list',
      href: () => '/apps/ecommerce/customer/list',
    },
    customerDetails: {
      path: '/apps/ecommerce/customer/details/:id/:tab?',
      href: withParams<{ id: string; tab?: string }>('/apps/ecommerce/customer/details/:id/:tab?'),
    },
    manageReview: {
      path: '/apps/ecommerce/manage-review',
      href: () => '/apps/ecommerce/manage-review',
    },
    referrals: { path: '/apps/ecommerce/referrals', href: () => '/apps/ecommerce/referrals' },
    settings: {
      path: '/apps/ecommerce/settings/:tab?',
      href: withParams<{ tab?: string }>('/apps/ecommerce/settings/:tab?'),
    },
  },
  misc: {
    notAuthorized: { path: '/pages/misc/not-authorized', href: () => '/pages/misc/not-authorized' },
    notFound: { path: '/pages/misc/page-not-found', href: () => '/pages/misc/page-not-found' },
    comingSoon: { path: '/pages/misc/coming-soon', href: () => '/pages/misc/coming-soon' },
    underMaintenance: {
      path: '/pages/misc/under-maintenance',
      href: () => '/pages/misc/under-maintenance',
    },
  },
  accessControl: { path: '/access-control', href: () => '/access-control' },
} as const;
