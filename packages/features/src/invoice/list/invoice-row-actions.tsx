import { IconCopy, IconDownload, IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { memo, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { Menu } from '@atrium/ui';
import type { Invoice } from '@atrium/mocks/types';

import { useAllowed } from '../../shared/access/index.ts';
import { RowMenu } from '../../shared/index.ts';
import { href } from '../routes.ts';

/**
 * The preview marks the invoice Downloaded and opens the print dialog when its URL asks for it
 * (`?print=download`), so a download from the list is a visit to that address.
 */
export const downloadPath = (id: number) => `${href('invoice.preview', { id })}?print=download`;

interface InvoiceRowActionsProps {
  invoice: Invoice;
  /** Copies the invoice as a new draft. */
  onDuplicate: (invoice: Invoice) => void;
  /** Asks to delete it (the page confirms first). */
  onDelete: (invoice: Invoice) => void;
}

type Go = (path: string) => void;

/** The menu at the end of an invoice row: preview, edit, download, duplicate, delete. */
export function InvoiceRowActions(props: InvoiceRowActionsProps) {
  const navigate = useNavigate();
  const go = useCallback<Go>((path) => void navigate(path), [navigate]);
  return <InvoiceActionsMenu {...props} go={go} />;
}

/** Memoized: `useNavigate` re-renders its caller on every navigation, the menu need not follow. */
const InvoiceActionsMenu = memo(function InvoiceActionsMenu({
  invoice,
  onDuplicate,
  onDelete,
  go,
}: InvoiceRowActionsProps & { go: Go }) {
  const { t } = useTranslation('invoice');
  const { id } = invoice;
  // Preview and download only read; the others are shown to a user allowed to do them.
  const items = useAllowed('Invoice', [
    { key: 'preview', icon: IconEye, select: () => go(href('invoice.preview', { id })) },
    {
      key: 'edit',
      icon: IconPencil,
      select: () => go(href('invoice.edit', { id })),
      needs: 'update',
    },
    { key: 'download', icon: IconDownload, select: () => go(downloadPath(id)) },
    { key: 'duplicate', icon: IconCopy, select: () => onDuplicate(invoice), needs: 'create' },
    { key: 'delete', icon: IconTrash, select: () => onDelete(invoice), needs: 'update' },
  ] as const);
  return (
    <RowMenu label={t('list.actions.menu', { id })} data-testid={`invoice-actions-${id}`}>
      {items.map(({ key, icon: Icon, select }) => (
        <Menu.Item
          key={key}
          destructive={key === 'delete'}
          icon={<Icon size={16} />}
          data-testid={`invoice-${key}`}
          onSelect={select}
        >
          {t(`list.actions.${key}`)}
        </Menu.Item>
      ))}
    </RowMenu>
  );
});
