import {
  IconFileInvoice,
  IconLayoutDashboard,
  IconMail,
  IconMessageCircle,
  IconShoppingCart,
  IconUsers,
} from '@tabler/icons-react';

import type { NavEntry } from './nav-entry.tsx';

/** A realistic slice of Atrium's navigation for stories and tests. */
export const sampleNav: NavEntry[] = [
  {
    type: 'group',
    id: 'dashboards',
    label: 'Dashboards',
    icon: IconLayoutDashboard,
    badge: { label: '3', color: 'error' },
    children: [
      {
        type: 'link',
        id: 'dashboards.ecommerce',
        label: 'eCommerce',
        href: '/dashboards/ecommerce',
      },
      { type: 'link', id: 'dashboards.academy', label: 'Academy', href: '/dashboards/academy' },
      {
        type: 'link',
        id: 'dashboards.logistics',
        label: 'Logistics',
        href: '/dashboards/logistics',
      },
    ],
  },
  { type: 'section', id: 'apps', label: 'Apps & pages' },
  {
    type: 'group',
    id: 'ecommerce',
    label: 'eCommerce',
    icon: IconShoppingCart,
    children: [
      {
        type: 'group',
        id: 'ecommerce.products',
        label: 'Products',
        children: [
          {
            type: 'link',
            id: 'ecommerce.productList',
            label: 'List',
            href: '/apps/ecommerce/product/list',
          },
          {
            type: 'link',
            id: 'ecommerce.productAdd',
            label: 'Add',
            href: '/apps/ecommerce/product/add',
          },
        ],
      },
      {
        type: 'link',
        id: 'ecommerce.orderList',
        label: 'Orders',
        href: '/apps/ecommerce/order/list',
      },
    ],
  },
  {
    type: 'link',
    id: 'email',
    label: 'Email',
    href: '/apps/email',
    icon: IconMail,
    badge: { label: 'New', color: 'success' },
  },
  { type: 'link', id: 'chat', label: 'Chat', href: '/apps/chat', icon: IconMessageCircle },
  {
    type: 'link',
    id: 'invoice.list',
    label: 'Invoice',
    href: '/apps/invoice/list',
    icon: IconFileInvoice,
  },
  { type: 'section', id: 'admin', label: 'Administration' },
  { type: 'link', id: 'user.list', label: 'Users', href: '/apps/user/list', icon: IconUsers },
];
