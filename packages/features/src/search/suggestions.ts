/** What the dialog offers before anything is typed: app paths of ROUTES.md, by section. */
export const SUGGESTIONS = [
  {
    section: 'popular',
    items: [
      { id: 'ecommerce', url: '/dashboards/ecommerce', icon: 'shopping-cart' },
      { id: 'analytics', url: '/dashboards/analytics', icon: 'chart-line' },
      { id: 'orders', url: '/apps/ecommerce/order/list', icon: 'receipt' },
      { id: 'products', url: '/apps/ecommerce/product/list', icon: 'list' },
    ],
  },
  {
    section: 'apps',
    items: [
      { id: 'invoices', url: '/apps/invoice/list', icon: 'file-dollar' },
      { id: 'users', url: '/apps/user/list', icon: 'users' },
      { id: 'calendar', url: '/apps/calendar', icon: 'calendar' },
      { id: 'settings', url: '/pages/account-settings/account', icon: 'user-cog' },
    ],
  },
] as const;
