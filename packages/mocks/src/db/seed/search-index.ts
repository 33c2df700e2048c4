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
const HELP_ARTICLE = { category: 'orders-delivery', article: 'how-to-add-product-in-cart' };

/*
 * Screens are named by route id and parameters, not by path: the app's route table (and each
 * feature's routes.ts) is the one place a path is written, and this package may not import it.
 * The app resolves `route` to a path when a result is chosen (its search-target.ts), and a unit
 * test there checks every entry here against its route table. Handing the table to the fake API
 * at configure time instead would leave every test, story and node server that seeds without it
 * answering wrong URLs.
 */
const screen = (
  title: string,
  id: string,
  icon: string,
  params?: Record<string, string>,
): SearchItem => ({ title, route: params ? { id, params } : { id }, icon });

/** UI demos: [title, Storybook title, icon]. */
const demos = (entries: [string, string, string][]): SearchItem[] =>
  entries.map(([title, sb, icon]) => ({ title, url: storybook(sb), icon }));

/**
 * Every screen of the product for the app-bar search, grouped under the six
 * §3 categories. Detail screens link to a seeded record so the link opens something real.
 */
export function seedSearchIndex(): SearchGroup[] {
  const customerId = seedCustomers(1)[0]?.customerId ?? 0;
  return [
    {
      title: 'Dashboards',
      category: 'dashboards',
      children: [
        screen('Analytics Dashboard', 'dashboards.analytics', 'chart-line'),
        screen('CRM Dashboard', 'dashboards.crm', 'chart-donut'),
        screen('eCommerce Dashboard', 'dashboards.ecommerce', 'shopping-cart'),
        screen('Academy Dashboard', 'dashboards.academy', 'school'),
        screen('Logistics Dashboard', 'dashboards.logistics', 'truck'),
      ],
    },
    {
      title: 'Front Pages',
      category: 'frontPages',
      children: [
        screen('Landing Front', 'front.landing', 'home'),
        screen('Pricing Front', 'front.pricing', 'currency-dollar'),
        screen('Payment Front', 'front.payment', 'credit-card'),
        screen('Checkout Front', 'front.checkout', 'shopping-bag'),
        screen('Help Center Front', 'front.help-center', 'help-circle'),
      ],
    },
    {
      title: 'Apps',
      category: 'appsPages',
      children: [
        screen('Email', 'email', 'mail'),
        screen('Chat', 'chat', 'message'),
        screen('Calendar', 'calendar', 'calendar'),
        screen('Kanban', 'kanban', 'layout-kanban'),
      ],
    },
    {
      title: 'eCommerce',
      category: 'appsPages',
      children: [
        screen('eCommerce Dashboard', 'ecommerce.dashboard', 'shopping-cart'),
        screen('Product List', 'ecommerce.productList', 'list'),
        screen('Add Product', 'ecommerce.productAdd', 'circle-plus'),
        screen('Edit Product', 'ecommerce.productEdit', 'pencil', { id: '1' }),
        screen('Category List', 'ecommerce.categoryList', 'category'),
        screen('Order List', 'ecommerce.orderList', 'receipt'),
        screen('Order Details', 'ecommerce.orderDetails', 'file-invoice', { id: '1' }),
        screen('Customer List', 'ecommerce.customerList', 'users'),
        screen('Customer Details', 'ecommerce.customerDetails', 'user', {
          id: String(customerId),
          tab: 'overview',
        }),
        screen('Manage Review', 'ecommerce.manageReview', 'star'),
        screen('Referrals', 'ecommerce.referrals', 'gift'),
        screen('Store Settings', 'ecommerce.settings', 'settings'),
      ],
    },
    {
      title: 'Academy',
      category: 'appsPages',
      children: [
        screen('Academy Dashboard', 'academy.dashboard', 'school'),
        screen('My Course', 'academy.myCourse', 'book'),
        screen('Course Details', 'academy.courseDetails', 'notebook'),
      ],
    },
    {
      title: 'Logistics',
      category: 'appsPages',
      children: [
        screen('Logistics Dashboard', 'logistics.dashboard', 'truck'),
        screen('Fleet', 'logistics.fleet', 'map-pin'),
      ],
    },
    {
      title: 'Invoice',
      category: 'appsPages',
      children: [
        screen('Invoice List', 'invoice.list', 'file-dollar'),
        screen('Invoice Add', 'invoice.add', 'file-plus'),
        screen('Invoice Preview', 'invoice.preview', 'file-description', {
          id: String(FIRST_INVOICE_ID),
        }),
        screen('Invoice Edit', 'invoice.edit', 'file-pencil', { id: String(FIRST_INVOICE_ID) }),
      ],
    },
    {
      title: 'Users & Roles',
      category: 'appsPages',
      children: [
        screen('User List', 'user.list', 'users'),
        screen('User View', 'user.view', 'user', { id: '1' }),
        screen('Roles', 'roles', 'shield'),
        screen('Permissions', 'permissions', 'lock'),
      ],
    },
    {
      title: 'Pages',
      category: 'appsPages',
      children: [
        screen('User Profile - Profile', 'userProfile', 'user-circle', { tab: 'profile' }),
        screen('User Profile - Teams', 'userProfile', 'users-group', { tab: 'teams' }),
        screen('User Profile - Projects', 'userProfile', 'layout-grid', { tab: 'projects' }),
        screen('User Profile - Connections', 'userProfile', 'link', { tab: 'connections' }),
        screen('Account Settings - Account', 'accountSettings', 'user-cog', { tab: 'account' }),
        screen('Account Settings - Security', 'accountSettings', 'lock', { tab: 'security' }),
        screen('Account Settings - Billing & Plans', 'accountSettings', 'file-text', {
          tab: 'billing-plans',
        }),
        screen('Account Settings - Notifications', 'accountSettings', 'bell', {
          tab: 'notification',
        }),
        screen('Account Settings - Connections', 'accountSettings', 'link', { tab: 'connection' }),
        screen('Pricing', 'pricing', 'currency-dollar'),
        screen('FAQ', 'faq', 'help'),
        screen('Help Center', 'helpCenter', 'lifebuoy'),
        screen('Help Center Article', 'helpCenterArticle', 'article', HELP_ARTICLE),
        screen('Coming Soon', 'misc.comingSoon', 'clock'),
        screen('Under Maintenance', 'misc.underMaintenance', 'settings'),
        screen('Page Not Found - 404', 'misc.notFound', 'alert-circle'),
        screen('Not Authorized - 401', 'misc.notAuthorized', 'user-x'),
        screen('Dialog Examples', 'dialogExamples', 'square'),
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
            screen(
              `${page
                .split('-')
                .map((w) => w[0]?.toUpperCase() + w.slice(1))
                .join(' ')} ${v.toUpperCase()}`,
              `auth.${page}-${v}`,
              'login',
            ),
          ),
        ),
        screen('Register Multi-Steps', 'auth.register-multi-steps', 'user-plus'),
      ],
    },
    {
      title: 'Wizard Examples',
      category: 'appsPages',
      children: [
        screen('Checkout Wizard', 'wizard.checkout', 'shopping-cart'),
        screen('Create Deal Wizard', 'wizard.create-deal', 'gift'),
        screen('Property Listing Wizard', 'wizard.property-listing', 'building'),
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
        screen('Data Table', 'dataTable', 'table'),
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
        screen('Access Control', 'accessControl', 'shield'),
        screen('User Settings', 'accountSettings', 'settings', { tab: 'account' }),
      ],
    },
  ];
}
