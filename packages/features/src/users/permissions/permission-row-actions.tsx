import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import type { Permission } from '@atrium/mocks/types';
import { Menu, Stack, Typography } from '@atrium/ui';

import { RowMenu } from '../../shared/index.ts';

interface PermissionRowActionsProps {
  permission: Permission;
  onEdit: (permission: Permission) => void;
  /** Asks to delete (the page confirms first); never offered for a core permission. */
  onDelete: (permission: Permission) => void;
}

/**
 * The menu at the end of a row: edit and delete. A core permission's Delete stays in the menu,
 * disabled, with the reason under it (the fake API refuses it: packages/mocks/README.md
 * "Permissions (extension)").
 */
export function PermissionRowActions({ permission, onEdit, onDelete }: PermissionRowActionsProps) {
  const { t } = useTranslation('users');
  const { core = false } = permission;
  return (
    <RowMenu
      label={t('permissions.rowActions', { name: permission.name })}
      data-testid={`permission-actions-${permission.id}`}
    >
      <Menu.Item
        icon={<IconPencil size={16} />}
        data-testid="permission-edit"
        onSelect={() => onEdit(permission)}
      >
        {t('permissions.actions.edit')}
      </Menu.Item>
      <Menu.Item
        destructive
        disabled={core}
        icon={<IconTrash size={16} />}
        data-testid="permission-delete"
        onSelect={() => onDelete(permission)}
      >
        {core ? (
          <Stack gap={0}>
            {t('permissions.actions.delete')}
            <Typography variant="caption" color="secondary">
              {t('permissions.core.cannotDelete')}
            </Typography>
          </Stack>
        ) : (
          t('permissions.actions.delete')
        )}
      </Menu.Item>
    </RowMenu>
  );
}
