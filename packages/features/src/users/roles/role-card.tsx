import { IconEye } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { Role } from '@atrium/mocks/types';
import { Avatar, AvatarGroup, Button, Card, Stack, Typography } from '@atrium/ui';

import { matrixToRules, parseAbilityRules, useAccess, useCan } from '../../shared/access/index.ts';
import { grantSummary } from './matrix-state.ts';
import { useRoleLabel } from './role-label.ts';

export interface RoleCardProps {
  role: Role;
  /** Opens the role dialog (to edit, or to look without `update Role`). */
  onOpen: (role: Role) => void;
}

/**
 * One role: how many accounts hold it and their faces, the dialog, and "Preview as this role",
 * which shows the app as the role's matrix would (the app's preview: nothing is saved).
 */
export function RoleCard({ role, onOpen }: RoleCardProps) {
  const { t } = useTranslation('users');
  const label = useRoleLabel();
  const titleId = useId();
  const { startPreview } = useAccess();
  const canEdit = useCan('update', 'Role');
  const canPreview = useCan('read', 'Role');
  const name = label(role.name);
  return (
    <Card as="article" aria-labelledby={titleId} fullHeight data-testid={`role-card-${role.id}`}>
      <Card.Content>
        <Stack gap={4}>
          <Stack direction="row" justify="between" align="center" gap={2}>
            <Typography variant="body2" color="secondary" data-testid="role-users">
              {t('roles.card.users', { count: role.totalUsers })}
            </Typography>
            {role.avatars.length > 0 ? (
              <AvatarGroup
                max={4}
                total={role.totalUsers}
                size="sm"
                role="group"
                aria-label={t('roles.card.holders', { role: name })}
              >
                {role.avatars.map((src) => (
                  <Avatar key={src} src={src} alt="" />
                ))}
              </AvatarGroup>
            ) : null}
          </Stack>
          <Stack gap={1}>
            <Typography variant="h5" as="h2" id={titleId}>
              {name}
            </Typography>
            <Typography variant="body2" color="secondary" data-testid="role-granted">
              {t('roles.dialog.granted', grantSummary(role.permissions))}
            </Typography>
          </Stack>
          <Stack direction="row" justify="between" align="center" wrap gap={2}>
            <Button
              variant="text"
              size="sm"
              aria-describedby={titleId}
              onClick={() => onOpen(role)}
              data-testid="role-edit"
            >
              {canEdit ? t('roles.card.edit') : t('roles.card.view')}
            </Button>
            {canPreview ? (
              <Button
                variant="tonal"
                size="sm"
                color="secondary"
                startIcon={<IconEye size={18} aria-hidden />}
                aria-describedby={titleId}
                onClick={() =>
                  // matrixToRules answers the fake API's plain rules; parse types them for CASL.
                  startPreview({
                    roleName: name,
                    rules: parseAbilityRules(matrixToRules(role.permissions)),
                  })
                }
                data-testid="role-preview"
              >
                {t('roles.card.preview')}
              </Button>
            ) : null}
          </Stack>
        </Stack>
      </Card.Content>
    </Card>
  );
}

/** The card that adds a role; only shown with `create Role`. */
export function AddRoleCard({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation('users');
  const titleId = useId();
  return (
    <Card as="article" aria-labelledby={titleId} fullHeight variant="outlined">
      <Card.Content>
        <Stack gap={3} align="start">
          <Typography variant="h5" as="h2" id={titleId}>
            {t('roles.add.title')}
          </Typography>
          <Typography variant="body2" color="secondary">
            {t('roles.add.description')}
          </Typography>
          <Button size="sm" onClick={onAdd} data-testid="role-add">
            {t('roles.add.button')}
          </Button>
        </Stack>
      </Card.Content>
    </Card>
  );
}
