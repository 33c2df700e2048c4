import type { SearchGroup, SearchItem } from '../../types/search.ts';
import { seedCustomers } from './customers.ts';
import { FIRST_INVOICE_ID } from './invoices.ts';

/**
 * Where the published Storybook lives relative to the app. Component, form, chart and table demos
 * exist only there (ROUTES.md), so their search entries point at Storybook docs pages.
 */
export const STORYBOOK_BASE = '/storybook/';

const storybook = (title: string): string =>
  `${STORYBOOK_BASE}?path=/docs/${title
    .toLowerCase()
    .replace(/[^a-z0-9/]+/g, '-')
    .replace(/\//g, '-')}--docs`;

/** The article the help-center article call answers, under its category (ROUTES.md). */
const HELP_ARTICLE = 'orders-delivery/how-to-add-product-in-cart';

const item = (title: string, url: string, icon: string): SearchItem => ({ title, url, icon });

/** UI demos: [title, Storybook title, icon]. */
const demos = (entries: [string, string, string][]): SearchItem[] =>
  entries.map(([title, sb, icon]) => item(title, storybook(sb), icon));

/**
 * Every screen of the product (SPEC §2, ROUTES.md) for the app-bar search, grouped under the six
 * §3 categories. Detail screens link to a seeded record so the link opens something real.
 */
export function seedSearchIndex(): SearchGroup[] {
  const customerId = seedCustomers(1)[0]?.customerId ?? 0;
  return [
    {
      title: 'Dashboards',
      category: 'dashboards',
      children: [
        item('Analytics Dashboard', '/dashboards/analytics', 'chart-line'),
        item('CRM Dashboard', '/dashboards/crm', 'chart-donut'),
        item('eCommerce Dashboard', '/dashboards/ecommerce', 'shopping-cart'),
        item('Academy Dashboard', '/dashboards/academy', 'school'),
        item('Logistics Dashboard', '/dashboards/logistics', 'truck'),
      ],
    },
    {
      title: 'Front Pages',
      category: 'frontPages',
      children: [
        item('Landing Front', '/front-pages/landing', 'home'),
        item('Pricing Front', '/front-pages/pricing', 'currency-dollar'),
        item('Payment Front', '/front-pages/payment', 'credit-card'),
        item('Checkout Front', '/front-pages/checkout', 'shopping-bag'),
        item('Help Center Front', '/front-pages/help-center', 'help-circle'),
      ],
    },
    {
      title: 'Apps',
      category: 'appsPages',
      children: [
        item('Email', '/apps/email', 'mail'),
        item('Chat', '/apps/chat', 'message'),
        item('Calendar', '/apps/calendar', 'calendar'),
        item('Kanban', '/apps/kanban', 'layout-kanban'),
      ],
    },
    {
      title: 'eCommerce',
      category: 'appsPages',
      children: [
        item('eCommerce Dashboard', '/apps/ecommerce/dashboard', 'shopping-cart'),
        item('Product List', '/apps/ecommerce/product/list', 'list'),
        item('Add Product', '/apps/ecommerce/product/add', 'circle-plus'),
        item('Edit Product', '/apps/ecommerce/product/edit/1', 'pencil'),
        item('Category List', '/apps/ecommerce/product/category-list', 'category'),
        item('Order List', '/apps/ecommerce/order/list', 'receipt'),
        item('Order Details', '/apps/ecommerce/order/details/1', 'file-invoice'),
        item('Customer List', '/apps/ecommerce/customer/list', 'users'),
        item('Customer Details', `/apps/ecommerce/customer/details/${customerId}/overview`, 'user'),
        item('Manage Review', '/apps/ecommerce/manage-review', 'star'),
        item('Referrals', '/apps/ecommerce/referrals', 'gift'),
        item('Store Settings', '/apps/ecommerce/settings', 'settings'),
      ],
    },
    {
      title: 'Academy',
      category: 'appsPages',
      children: [
        item('Academy Dashboard', '/apps/academy/dashboard', 'school'),
        item('My Course', '/apps/academy/my-course', 'book'),
        item('Course Details', '/apps/academy/course-details', 'notebook'),
      ],
    },
    {
      title: 'Logistics',
      category: 'appsPages',
      children: [
        item('Logistics Dashboard', '/apps/logistics/dashboard', 'truck'),
        item('Fleet', '/apps/logistics/fleet', 'map-pin'),
      ],
    },
    {
      title: 'Invoice',
      category: 'appsPages',
      children: [
        item('Invoice List', '/apps/invoice/list', 'file-dollar'),
        item('Invoice Add', '/apps/invoice/add', 'file-plus'),
        item('Invoice Preview', `/apps/invoice/preview/${FIRST_INVOICE_ID}`, 'file-description'),
        item('Invoice Edit', `/apps/invoice/edit/${FIRST_INVOICE_ID}`, 'file-pencil'),
      ],
    },
    {
      title: 'Users & Roles',
      category: 'appsPages',
      children: [
        item('User List', '/apps/user/list', 'users'),
        item('User View', '/apps/user/view/1', 'user'),
        item('Roles', '/apps/roles', 'shield'),
        item('Permissions', '/apps/permissions', 'lock'),
      ],
    },
    {
      title: 'Pages',
      category: 'appsPages',
      children: [
        item('User Profile - Profile', '/pages/user-profile/profile', 'user-circle'),
        item('User Profile - Teams', '/pages/user-profile/teams', 'users-group'),
        item('User Profile - Projects', '/pages/user-profile/projects', 'layout-grid'),
        item('User Profile - Connections', '/pages/user-profile/connections', 'link'),
        item('Account Settings - Account', '/pages/account-settings/account', 'user-cog'),
        item('Account Settings - Security', '/pages/account-settings/security', 'lock'),
        item(
          'Account Settings - Billing & Plans',
          '/pages/account-settings/billing-plans',
          'file-text',
        ),
        item('Account Settings - Notifications', '/pages/account-settings/notification', 'bell'),
        item('Account Settings - Connections', '/pages/account-settings/connection', 'link'),
        item('Pricing', '/pages/pricing', 'currency-dollar'),
        item('FAQ', '/pages/faq', 'help'),
        item('Help Center', '/pages/help-center', 'lifebuoy'),
        item('Help Center Article', `/pages/help-center/${HELP_ARTICLE}`, 'article'),
        item('Coming Soon', '/pages/misc/coming-soon', 'clock'),
        item('Under Maintenance', '/pages/misc/under-maintenance', 'settings'),
        item('Page Not Found - 404', '/pages/misc/page-not-found', 'alert-circle'),
        item('Not Authorized - 401', '/pages/misc/not-authorized', 'user-x'),
        item('Dialog Examples', '/pages/dialog-examples', 'square'),
      ],
    },
    {
      title: 'Authentication',
      category: 'appsPages',
      children: [
        ...[
          'login',
          'register',
          'verify-email',
          'forgot-password',
          'reset-password',
          'two-steps',
        ].flatMap((page) =>
          ['v1', 'v2'].map((v) =>
            item(
              `${page
                .split('-')
                .map((w) => w[0]?.toUpperCase() + w.slice(1))
                .join(' ')} ${v.toUpperCase()}`,
              `/pages/authentication/${page}-${v}`,
              'login',
            ),
          ),
        ),
        item('Register Multi-Steps', '/pages/authentication/register-multi-steps', 'user-plus'),
      ],
    },
    {
      title: 'Wizard Examples',
      category: 'appsPages',
      children: [
        item('Checkout Wizard', '/wizard-examples/checkout', 'shopping-cart'),
        item('Create Deal Wizard', '/wizard-examples/create-deal', 'gift'),
        item('Property Listing Wizard', '/wizard-examples/property-listing', 'building'),
      ],
    },
    {
      title: 'User Interface',
      category: 'userInterface',
      children: demos([
        ['Typography', 'UI/Foundations/Typography', 'typography'],
        ['Icons', 'UI/Foundations/Icons', 'brand-tabler'],
        ['Cards', 'UI/Display/Card', 'id'],
        ['Alerts', 'UI/Feedback/Alert', 'alert-triangle'],
        ['Avatars', 'UI/Display/Avatar', 'user-circle'],
        ['Badges', 'UI/Display/Badge', 'badge'],
        ['Buttons', 'UI/Buttons/Button', 'circle-plus'],
        ['Chips', 'UI/Display/Chip', 'square'],
        ['Dialogs', 'UI/Overlays/Dialog', 'square'],
        ['List', 'UI/Display/List', 'list'],
        ['Menu', 'UI/Overlays/Menu', 'menu-2'],
        ['Pagination', 'UI/Navigation/Pagination', 'dots'],
        ['Progress', 'UI/Feedback/Progress', 'loader'],
        ['Expansion Panel', 'UI/Display/Accordion', 'fold'],
        ['Snackbar', 'UI/Feedback/Snackbar', 'message'],
        ['Tabs', 'UI/Navigation/Tabs', 'layout-navbar'],
        ['Timeline', 'UI/Display/Timeline', 'timeline'],
        ['Tooltip', 'UI/Overlays/Tooltip', 'tooltip'],
        ['Tour', 'UI/Overlays/Tour', 'route'],
        ['Swiper', 'UI/Display/Carousel', 'photo'],
      ]),
    },
    {
      title: 'Forms',
      category: 'formsTables',
      children: demos([
        ['Textfield', 'UI/Forms/TextField', 'forms'],
        ['Select', 'UI/Forms/Select', 'list-check'],
        ['Checkbox', 'UI/Forms/Checkbox', 'checkbox'],
        ['Radio', 'UI/Forms/Radio', 'circle-dot'],
        ['Combobox', 'UI/Forms/Combobox', 'checkbox'],
        ['Date Time Picker', 'UI/Forms/DateTimePicker', 'calendar'],
        ['Textarea', 'UI/Forms/Textarea', 'forms'],
        ['Switch', 'UI/Forms/Switch', 'toggle-left'],
        ['File Input', 'UI/Forms/FileInput', 'upload'],
        ['Editors', 'UI/Forms/Editor', 'edit'],
        ['Rating', 'UI/Forms/Rating', 'star'],
        ['Slider', 'UI/Forms/Slider', 'adjustments'],
        ['Range Slider', 'UI/Forms/RangeSlider', 'adjustments-alt'],
        ['Form Layouts', 'UI/Forms/Layouts', 'layout'],
        ['Form Validation', 'UI/Forms/Validation', 'checkup-list'],
        ['Custom Input', 'UI/Forms/CustomInput', 'list-details'],
        ['Autocomplete', 'UI/Forms/Autocomplete', 'align-left'],
        ['Form Wizard', 'UI/Forms/Wizard', 'git-merge'],
      ]),
    },
    {
      title: 'Tables',
      category: 'formsTables',
      children: [
        item('Data Table', '/tables/data-table', 'table'),
        ...demos([['Simple Table', 'UI/Tables/SimpleTable', 'table']]),
      ],
    },
    {
      title: 'Charts',
      category: 'chartsMisc',
      children: demos([
        ['Apex Charts', 'UI/Charts/Apex', 'chart-line'],
        ['ChartJS', 'UI/Charts/ChartJS', 'chart-bar'],
      ]),
    },
    {
      title: 'Misc',
      category: 'chartsMisc',
      children: [
        item('Access Control', '/access-control', 'shield'),
        item('User Settings', '/pages/account-settings/account', 'settings'),
      ],
    },
  ];
}
