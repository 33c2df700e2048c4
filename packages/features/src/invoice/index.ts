/**
 * Invoices: list, add and edit, preview with payments. The app mounts `invoiceRoutes`; pages load
 * lazily from there. Other features link here through `invoiceHref`.
 */
export { href as invoiceHref, invoicePaths, invoiceRoutes } from './routes.ts';
export { invoiceLocaleLoaders, invoiceResources, type InvoiceTexts } from './locales/index.ts';
export { InvoiceStatusChip } from './preview/invoice-status-chip.tsx';
