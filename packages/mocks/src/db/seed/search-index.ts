import type { SearchCategory, SearchGroup, SearchItem } from '../../types/search.ts';
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

/** A screen of the app: [title, route id, icon, path parameters]. */
type ScreenRow = [title: string, id: string, icon: string, params?: Record<string, string>];

/** A group of results: screens as rows, other links (Storybook demos) as they are. */
const group = (
  title: string,
  category: SearchCategory,
  entries: (ScreenRow | SearchItem)[],
): SearchGroup => ({
  title,
  category,
  children: entries.map((entry) => (Array.isArray(entry) ? screen(...entry) : entry)),
});

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
    group('Dashboards', 'dashboards', [
      ['Analytics Dashboard', 'dashboards.analytics', 'chart-line'],
      ['CRM Dashboard', 'dashboards.crm', 'chart-donut'],
      ['eCommerce Dashboard', 'dashboards.ecommerce', 'shopping-cart'],
      ['Academy Dashboard', 'dashboards.academy', 'school'],
      ['Logistics Dashboard', 'dashboards.logistics', 'truck'],
    ]),
    group('Front Pages', 'frontPages', [
      ['Landing Front', 'front.landing', 'home'],
      ['Pricing Front', 'front.pricing', 'currency-dollar'],
      ['Payment Front', 'front.payment', 'credit-card'],
      ['Checkout Front', 'front.checkout', 'shopping-bag'],
      ['Help Center Front', 'front.help-center', 'help-circle'],
    ]),
    group('Apps', 'appsPages', [
      ['Email', 'email', 'mail'],
      ['Chat', 'chat', 'message'],
      ['Calendar', 'calendar', 'calendar'],
      ['Kanban', 'kanban', 'layout-kanban'],
    ]),
    group('eCommerce', 'appsPages', [
      ['eCommerce Dashboard', 'ecommerce.dashboard', 'shopping-cart'],
      ['Product List', 'ecommerce.productList', 'list'],
      ['Add Product', 'ecommerce.productAdd', 'circle-plus'],
      ['Edit Product', 'ecommerce.productEdit', 'pencil', { id: '1' }],
      ['Category List', 'ecommerce.categoryList', 'category'],
      ['Order List', 'ecommerce.orderList', 'receipt'],
      ['Order Details', 'ecommerce.orderDetails', 'file-invoice', { id: '1' }],
      ['Customer List', 'ecommerce.customerList', 'users'],
      [
        'Customer Details',
        'ecommerce.customerDetails',
        'user',
        {
          id: String(customerId),
          tab: 'overview',
        },
      ],
      ['Manage Review', 'ecommerce.manageReview', 'star'],
      ['Referrals', 'ecommerce.referrals', 'gift'],
      ['Store Settings', 'ecommerce.settings', 'settings'],
    ]),
    group('Academy', 'appsPages', [
      ['Academy Dashboard', 'academy.dashboard', 'school'],
      ['My Course', 'academy.myCourse', 'book'],
      ['Course Details', 'academy.courseDetails', 'notebook'],
    ]),
    group('Logistics', 'appsPages', [
      ['Logistics Dashboard', 'logistics.dashboard', 'truck'],
      ['Fleet', 'logistics.fleet', 'map-pin'],
    ]),
    group('Invoice', 'appsPages', [
      ['Invoice List', 'invoice.list', 'file-dollar'],
      ['Invoice Add', 'invoice.add', 'file-plus'],
      [
        'Invoice Preview',
        'invoice.preview',
        'file-description',
        {
          id: String(FIRST_INVOICE_ID),
        },
      ],
      ['Invoice Edit', 'invoice.edit', 'file-pencil', { id: String(FIRST_INVOICE_ID) }],
    ]),
    group('Users & Roles', 'appsPages', [
      ['User List', 'user.list', 'users'],
      ['User View', 'user.view', 'user', { id: '1' }],
      ['Roles', 'roles', 'shield'],
      ['Permissions', 'permissions', 'lock'],
    ]),
    group('Pages', 'appsPages', [
      ['User Profile - Profile', 'userProfile', 'user-circle', { tab: 'profile' }],
      ['User Profile - Teams', 'userProfile', 'users-group', { tab: 'teams' }],
      ['User Profile - Projects', 'userProfile', 'layout-grid', { tab: 'projects' }],
      ['User Profile - Connections', 'userProfile', 'link', { tab: 'connections' }],
      ['Account Settings - Account', 'accountSettings', 'user-cog', { tab: 'account' }],
      ['Account Settings - Security', 'accountSettings', 'lock', { tab: 'security' }],
      [
        'Account Settings - Billing & Plans',
        'accountSettings',
        'file-text',
        {
          tab: 'billing-plans',
        },
      ],
      [
        'Account Settings - Notifications',
        'accountSettings',
        'bell',
        {
          tab: 'notification',
        },
      ],
      ['Account Settings - Connections', 'accountSettings', 'link', { tab: 'connection' }],
      ['Pricing', 'pricing', 'currency-dollar'],
      ['FAQ', 'faq', 'help'],
      ['Help Center', 'helpCenter', 'lifebuoy'],
      ['Help Center Article', 'helpCenterArticle', 'article', HELP_ARTICLE],
      ['Coming Soon', 'misc.comingSoon', 'clock'],
      ['Under Maintenance', 'misc.underMaintenance', 'settings'],
      ['Page Not Found - 404', 'misc.notFound', 'alert-circle'],
      ['Not Authorized - 401', 'misc.notAuthorized', 'user-x'],
      ['Dialog Examples', 'dialogExamples', 'square'],
    ]),
    group('Authentication', 'appsPages', [
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
      ['Register Multi-Steps', 'auth.register-multi-steps', 'user-plus'],
    ]),
    group('Wizard Examples', 'appsPages', [
      ['Checkout Wizard', 'wizard.checkout', 'shopping-cart'],
      ['Create Deal Wizard', 'wizard.create-deal', 'gift'],
      ['Property Listing Wizard', 'wizard.property-listing', 'building'],
    ]),
    group(
      'User Interface',
      'userInterface',
      demos([
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
    ),
    group(
      'Forms',
      'formsTables',
      demos([
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
    ),
    group('Tables', 'formsTables', [
      ['Data Table', 'dataTable', 'table'],
      ...demos([['Simple Table', 'UI/Tables/SimpleTable', 'table']]),
    ]),
    group(
      'Charts',
      'chartsMisc',
      demos([
        ['Apex Charts', 'UI/Charts/Apex', 'chart-line'],
        ['ChartJS', 'UI/Charts/ChartJS', 'chart-bar'],
      ]),
    ),
    group('Misc', 'chartsMisc', [
      ['Access Control', 'accessControl', 'shield'],
      ['User Settings', 'accountSettings', 'settings', { tab: 'account' }],
    ]),
  ];
}
