import { createHref, defineRoutes, routePaths } from '../shared/feature-route.ts';

/** Every e-commerce screen reads the `ecommerce` texts, loaded with the first of them. */
const namespaces = ['ecommerce'] as const;
/** Opening a screen needs read; the add and edit screens are the create and update actions. */
const read = { action: 'read', subject: 'Ecommerce', namespaces } as const;
const create = { action: 'create', subject: 'Ecommerce', namespaces } as const;
const update = { action: 'update', subject: 'Ecommerce', namespaces } as const;

/**
 * The e-commerce screens the app mounts (paths from ROUTES.md), the one place their paths are
 * written. Each page is its own chunk, loaded when its route is first visited.
 */
export const ecommerceRoutes = defineRoutes([
  // ROUTES (one entry per screen, added as the screen lands)
  {
    id: 'ecommerce.customerList',
    path: '/apps/ecommerce/customer/list',
    ...read,
    load: async () => ({
      Component: (await import('./customers/customer-list-page.tsx')).CustomerListPage,
    }),
  },
  {
    id: 'ecommerce.customerDetails',
    path: '/apps/ecommerce/customer/details/:id/:tab?',
    navId: 'ecommerce.customerList',
    ...read,
    load: async () => ({
      Component: (await import('./customers/customer-details-page.tsx')).CustomerDetailsPage,
    }),
  },
  {
    id: 'ecommerce.settings',
    path: '/apps/ecommerce/settings/:tab?',
    ...read,
    load: async () => ({ Component: (await import('./settings/settings-page.tsx')).SettingsPage }),
  },
  {
    id: 'ecommerce.orderList',
    path: '/apps/ecommerce/order/list',
    ...read,
    load: async () => ({
      Component: (await import('./orders/order-list-page.tsx')).OrderListPage,
    }),
  },
  {
    id: 'ecommerce.orderDetails',
    path: '/apps/ecommerce/order/details/:id',
    navId: 'ecommerce.orderList',
    ...read,
    load: async () => ({
      Component: (await import('./orders/order-details-page.tsx')).OrderDetailsPage,
    }),
  },
  {
    id: 'ecommerce.referrals',
    path: '/apps/ecommerce/referrals',
    ...read,
    load: async () => ({
      Component: (await import('./referrals/referrals-page.tsx')).ReferralsPage,
    }),
  },
  {
    id: 'ecommerce.productAdd',
    path: '/apps/ecommerce/product/add',
    ...create,
    load: async () => ({
      Component: (await import('./product-form/product-add-page.tsx')).ProductAddPage,
    }),
  },
  {
    id: 'ecommerce.productEdit',
    path: '/apps/ecommerce/product/edit/:id',
    navId: 'ecommerce.productList',
    ...update,
    load: async () => ({
      Component: (await import('./product-form/product-edit-page.tsx')).ProductEditPage,
    }),
  },
  {
    id: 'dashboards.ecommerce',
    path: '/dashboards/ecommerce',
    aliases: { 'ecommerce.dashboard': '/apps/ecommerce/dashboard' },
    action: 'read',
    subject: 'Dashboard',
    namespaces,
    load: async () => {
      const page = await import('./dashboard/dashboard-page.tsx');
      return { Component: page.DashboardPage, prefetch: page.prefetchDashboard };
    },
  },
  {
    id: 'ecommerce.manageReview',
    path: '/apps/ecommerce/manage-review',
    ...read,
    load: async () => ({
      Component: (await import('./reviews/manage-review-page.tsx')).ManageReviewPage,
    }),
  },
  {
    id: 'ecommerce.categoryList',
    path: '/apps/ecommerce/product/category-list',
    ...read,
    load: async () => ({
      Component: (await import('./categories/category-list-page.tsx')).CategoryListPage,
    }),
  },
  {
    id: 'ecommerce.productList',
    path: '/apps/ecommerce/product/list',
    ...read,
    load: async () => ({
      Component: (await import('./products/product-list-page.tsx')).ProductListPage,
    }),
  },
]);

/** Route id → path pattern of every e-commerce screen (router patterns for tests and stories). */
export const ecommercePaths = routePaths(ecommerceRoutes);

/** A link to an e-commerce screen: `href('ecommerce.productEdit', { id })`. */
export const href = createHref(ecommercePaths);
