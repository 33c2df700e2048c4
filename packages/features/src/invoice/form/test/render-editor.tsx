import { useLocation } from 'react-router-dom';

import { renderRoutes } from '../../../test/render.tsx';
import { href, invoicePaths } from '../../routes.ts';
import { InvoiceAddPage } from '../invoice-add-page.tsx';
import { InvoiceEditPage } from '../invoice-edit-page.tsx';

/** Where a save or a link led: the path, in place of the screen there. */
function Where() {
  return <output data-testid="elsewhere">{useLocation().pathname}</output>;
}

const routes = (page: 'add' | 'edit') => [
  page === 'add'
    ? { path: invoicePaths['invoice.add'], element: <InvoiceAddPage /> }
    : { path: invoicePaths['invoice.edit'], element: <InvoiceEditPage /> },
  { path: '*', element: <Where /> },
];

/** The add page under a data router (the leave prompt needs one); other paths show `elsewhere`. */
export const renderAddPage = () =>
  renderRoutes(routes('add'), { initialEntry: href('invoice.add') });

/** The edit page of invoice `id`, as `renderAddPage`. */
export const renderEditPage = (id: number | string) =>
  renderRoutes(routes('edit'), { initialEntry: href('invoice.edit', { id }) });
