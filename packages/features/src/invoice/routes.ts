import { createHref, defineRoutes, routePaths } from '../shared/feature-route.ts';

/** Every invoice screen reads the `invoice` texts, loaded with the first of them. */
const namespaces = ['invoice'] as const;
const manage = { action: 'manage', subject: 'Invoice', namespaces } as const;

/**
 * The invoice screens (paths and abilities from the app's route table), the one place their paths
 * are written. Their screens have not landed: the app shows its coming-soon screen there, and
 * links from other features (the dashboard's recent invoices) already point at the right address.
 */
export const invoiceRoutes = defineRoutes([
  { id: 'invoice.list', path: '/apps/invoice/list', ...manage },
  { id: 'invoice.add', path: '/apps/invoice/add', ...manage },
  {
    id: 'invoice.preview',
    path: '/apps/invoice/preview/:id',
    navId: 'invoice.list',
    ...manage,
    load: async () => ({
      Component: (await import('./preview/invoice-preview-page.tsx')).InvoicePreviewPage,
    }),
  },
  { id: 'invoice.edit', path: '/apps/invoice/edit/:id', navId: 'invoice.list', ...manage },
]);

/** Route id → path pattern of every invoice screen. */
export const invoicePaths = routePaths(invoiceRoutes);

/** A link to an invoice screen: `href('invoice.preview', { id })`. */
export const href = createHref(invoicePaths);
