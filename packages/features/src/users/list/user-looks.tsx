import {
  IconChartPie2,
  IconCircleCheck,
  IconCrown,
  IconEdit,
  IconUser,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import type { ColorName } from '@atrium/ui';
import type { UserRole, UserStatus } from '@atrium/mocks/types';

import { TonalChip } from '../../shared/index.ts';

/** Each users-list role's icon and colour, so a role reads at a glance in the table. */
const roleLooks: Record<UserRole, { icon: Icon; color: ColorName }> = {
  admin: { icon: IconCrown, color: 'primary' },
  author: { icon: IconCircleCheck, color: 'success' },
  editor: { icon: IconEdit, color: 'warning' },
  maintainer: { icon: IconChartPie2, color: 'info' },
  subscriber: { icon: IconUser, color: 'secondary' },
};

const statusColors: Record<UserStatus, ColorName> = {
  Active: 'success',
  Inactive: 'secondary',
  Pending: 'warning',
};

/** A user's role as a tonal chip with the role's icon. */
export function RoleChip({ role }: { role: UserRole }) {
  const { t } = useTranslation('users');
  const { icon: RoleIcon, color } = roleLooks[role];
  return (
    <TonalChip color={color} label={t(`userList.roles.${role}`)} icon={<RoleIcon size={14} />} />
  );
}

/** A user's status as a tonal chip. */
export function StatusChip({ status }: { status: UserStatus }) {
  const { t } = useTranslation('users');
  return <TonalChip color={statusColors[status]} label={t(`userList.statuses.${status}`)} />;
}
