import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { Menu } from '@atrium/ui';
import type { User } from '@atrium/mocks/types';

import { RowMenu } from '../../shared/index.ts';
import { userViewPath } from './user-columns.tsx';

export interface UserRowActionsProps {
  user: User;
  /** Edit and Delete are shown only to a user who may update users (`useCan('update', 'User')`). */
  canUpdate: boolean;
  /** Opens the drawer filled with the user. */
  onEdit: (user: User) => void;
  /** Asks to delete the user (the page confirms first). */
  onDelete: (user: User) => void;
}

/** The menu at the end of a user row: view, and (with the right) edit and delete. */
export const UserRowActions = memo(function UserRowActions({
  user,
  canUpdate,
  onEdit,
  onDelete,
}: UserRowActionsProps) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const item = (key: 'view' | 'edit' | 'delete', icon: ReactNode, select: () => void) => (
    <Menu.Item
      key={key}
      destructive={key === 'delete'}
      icon={icon}
      data-testid={`user-${key}`}
      onSelect={select}
    >
      {t(`userList.actions.${key}`)}
    </Menu.Item>
  );
  return (
    <RowMenu
      label={t('userList.actions.menu', { name: user.fullName })}
      data-testid={`user-actions-${user.id}`}
    >
      {item('view', <IconEye size={16} />, () => void navigate(userViewPath(user.id)))}
      {canUpdate && item('edit', <IconPencil size={16} />, () => onEdit(user))}
      {canUpdate && item('delete', <IconTrash size={16} />, () => onDelete(user))}
    </RowMenu>
  );
});
