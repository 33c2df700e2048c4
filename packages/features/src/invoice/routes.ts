import { createHref, defineRoutes, routePaths } from '../shared/feature-route.ts';

/** Every invoice screen reads the `invoice` texts, loaded with the first of them. */
const namespaces = ['invoice'] as const;
/** Opening a screen needs read; the add and edit screens are the create and update actions. */
const read = { action: 'read', subject: 'Invoice', namespaces } as const;
const create = { action: 'create', subject: 'Invoice', namespaces } as const;
const update = { action: 'update', subject: 'Invoice', namespaces } as const;

/**
 * The invoice screens the app mounts (paths and abilities from the app's route table), the one
 * place their paths are written. Each page is its own chunk, loaded when its route is first visited.
 */
export const invoiceRoutes = defineRoutes([
  {
    id: 'invoice.list',
    path: '/apps/invoice/list',
    ...read,
    load: async () => ({
      Component: (await import('./list/invoice-list-page.tsx')).InvoiceListPage,
    }),
  },
  {
    id: 'invoice.add',
    path: '/apps/invoice/add',
    ...create,
    load: async () => ({
      Component: (await import('./form/invoice-add-page.tsx')).InvoiceAddPage,
    }),
  },
  {
    id: 'invoice.preview',
    path: '/apps/invoice/preview/:id',
    navId: 'invoice.list',
    ...read,
    load: async () => ({
      Component: (await import('./preview/invoice-preview-page.tsx')).InvoicePreviewPage,
    }),
  },
  {
    id: 'invoice.edit',
    path: '/apps/invoice/edit/:id',
    navId: 'invoice.list',
    ...update,
    load: async () => ({
      Component: (await import('./form/invoice-edit-page.tsx')).InvoiceEditPage,
    }),
  },
]);

/** Route id → path pattern of every invoice screen. */
export const invoicePaths = routePaths(invoiceRoutes);

/** A link to an invoice screen: `href('invoice.preview', { id })`. */
export const href = createHref(invoicePaths);
