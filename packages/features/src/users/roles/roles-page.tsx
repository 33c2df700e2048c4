import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Role } from '@atrium/mocks/types';
import { Card, ErrorState, Grid, PageHeader, Skeleton, Stack } from '@atrium/ui';

import { useCan } from '../../shared/access/index.ts';
import { useGetRolesQuery } from '../api/roles.ts';
import { AddRoleCard, RoleCard } from './role-card.tsx';
import { RoleAccountsTable } from './role-accounts-table.tsx';
import { RoleDialog } from './role-dialog.tsx';

const noRoles: Role[] = [];
const CARD_COLUMNS = { xs: 1, sm: 2, lg: 3 };

/** What the dialog shows: nothing, a new role, or one of the cards' roles (by id, kept fresh). */
type DialogTarget = { mode: 'closed' } | { mode: 'add' } | { mode: 'role'; id: number };

/**
 * The `roles` route (users/routes.ts): a card per role with its holders, the matrix dialog, the
 * preview as a role, and the accounts holding each role. Adding needs `create Role`, changing
 * `update Role`; a reader looks at a role's matrix read-only.
 */
export function RolesPage() {
  const { t } = useTranslation('users');
  const roles = useGetRolesQuery({ page: 1, itemsPerPage: -1 });
  const canCreate = useCan('create', 'Role');
  const canUpdate = useCan('update', 'Role');
  const [target, setTarget] = useState<DialogTarget>({ mode: 'closed' });
  const list = roles.data?.roles ?? noRoles;
  const editing = target.mode === 'role' ? (list.find((r) => r.id === target.id) ?? null) : null;

  return (
    <Stack gap={6}>
      <PageHeader title={t('roles.title')} description={t('roles.description')} />
      <section aria-label={t('roles.cardsLabel')} aria-busy={roles.isLoading || undefined}>
        {roles.isError ? (
          <Card data-testid="roles-error">
            <ErrorState
              message={t('roles.error')}
              retryLabel={t('roles.retry')}
              retrying={roles.isFetching}
              onRetry={() => void roles.refetch()}
            />
          </Card>
        ) : (
          <Grid columns={CARD_COLUMNS} gap={6} data-testid="role-cards">
            {roles.isLoading
              ? [1, 2, 3].map((n) => <RoleCardSkeleton key={n} />)
              : list.map((role) => (
                  <RoleCard
                    key={role.id}
                    role={role}
                    onOpen={() => setTarget({ mode: 'role', id: role.id })}
                  />
                ))}
            {canCreate && !roles.isLoading ? (
              <AddRoleCard onAdd={() => setTarget({ mode: 'add' })} />
            ) : null}
          </Grid>
        )}
      </section>
      <RoleAccountsTable roles={list} />
      <RoleDialog
        role={editing}
        open={target.mode === 'add' || editing !== null}
        readOnly={target.mode === 'role' && !canUpdate}
        onOpenChange={(open) => {
          if (!open) setTarget({ mode: 'closed' });
        }}
      />
    </Stack>
  );
}

/** A card's shape while the roles load: the count and faces, the name, the two buttons. */
function RoleCardSkeleton() {
  return (
    <Card fullHeight>
      <Card.Content>
        <Stack gap={4}>
          <Stack direction="row" justify="between" align="center">
            <Skeleton width={80} />
            <Skeleton variant="circle" width={88} height={30} />
          </Stack>
          <Skeleton width="50%" height={28} />
          <Stack direction="row" justify="between">
            <Skeleton variant="rounded" width={80} height={30} />
            <Skeleton variant="rounded" width={160} height={30} />
          </Stack>
        </Stack>
      </Card.Content>
    </Card>
  );
}
