/** Invoices: the routes other features and the app link to (the screens land with the invoice app). */
export { href as invoiceHref, invoicePaths, invoiceRoutes } from './routes.ts';
