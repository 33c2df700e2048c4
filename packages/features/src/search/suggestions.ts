/** What the dialog offers before anything is typed: screens by route id (the app's route table), by section. */
export const SUGGESTIONS = [
  {
    section: 'popular',
    items: [
      { id: 'ecommerce', route: { id: 'dashboards.ecommerce' }, icon: 'shopping-cart' },
      { id: 'analytics', route: { id: 'dashboards.analytics' }, icon: 'chart-line' },
      { id: 'orders', route: { id: 'ecommerce.orderList' }, icon: 'receipt' },
      { id: 'products', route: { id: 'ecommerce.productList' }, icon: 'list' },
    ],
  },
  {
    section: 'apps',
    items: [
      { id: 'invoices', route: { id: 'invoice.list' }, icon: 'file-dollar' },
      { id: 'users', route: { id: 'user.list' }, icon: 'users' },
      { id: 'calendar', route: { id: 'calendar' }, icon: 'calendar' },
      {
        id: 'settings',
        route: { id: 'accountSettings', params: { tab: 'account' } },
        icon: 'user-cog',
      },
    ],
  },
] as const;
