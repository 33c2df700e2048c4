import {
  IconCopy,
  IconDotsVertical,
  IconDownload,
  IconEye,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { memo, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { IconButton, Menu } from '@atrium/ui';
import type { Invoice } from '@atrium/mocks/types';

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
  return (
    <Menu
      align="end"
      trigger={
        <IconButton
          variant="text"
          size="sm"
          label={t('list.actions.menu', { id })}
          data-testid={`invoice-actions-${id}`}
        >
          <IconDotsVertical size={18} />
        </IconButton>
      }
    >
      <Menu.Item
        icon={<IconEye size={16} />}
        data-testid="invoice-preview"
        onSelect={() => go(href('invoice.preview', { id }))}
      >
        {t('list.actions.preview')}
      </Menu.Item>
      <Menu.Item
        icon={<IconPencil size={16} />}
        data-testid="invoice-edit"
        onSelect={() => go(href('invoice.edit', { id }))}
      >
        {t('list.actions.edit')}
      </Menu.Item>
      <Menu.Item
        icon={<IconDownload size={16} />}
        data-testid="invoice-download"
        onSelect={() => go(downloadPath(id))}
      >
        {t('list.actions.download')}
      </Menu.Item>
      <Menu.Item
        icon={<IconCopy size={16} />}
        data-testid="invoice-duplicate"
        onSelect={() => onDuplicate(invoice)}
      >
        {t('list.actions.duplicate')}
      </Menu.Item>
      <Menu.Item
        destructive
        icon={<IconTrash size={16} />}
        data-testid="invoice-delete"
        onSelect={() => onDelete(invoice)}
      >
        {t('list.actions.delete')}
      </Menu.Item>
    </Menu>
  );
});
