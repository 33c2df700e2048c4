import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import type { Role, RoleAccount, RoleAccountsResponse } from '@atrium/mocks/types';
import { Card, DataTable } from '@atrium/ui';

import {
  FilterSelect,
  ListEmptyState,
  ListSearch,
  searchOf,
  useListPage,
} from '../../shared/index.ts';
import { roleAccountsApi, useGetRoleAccountsQuery } from '../api/role-accounts.ts';
import { useRoleAccountColumns } from './role-account-columns.tsx';
import { useRoleLabel } from './role-label.ts';

const rowsOf = (data: RoleAccountsResponse) => data.accounts;
const rowId = (account: RoleAccount) => String(account.id);
const rowLabel = (account: RoleAccount) => account.fullName;
const filterIds = ['role'] as const;

/**
 * The accounts holding each role, under the cards: search as typed, a role filter and the view
 * in the URL (`?role=support&q=…`), as every list of the app.
 */
export function RoleAccountsTable({ roles }: { roles: readonly Role[] }) {
  const { t } = useTranslation('users');
  const label = useRoleLabel();
  const list = useListPage({
    useQuery: useGetRoleAccountsQuery,
    initiate: roleAccountsApi.endpoints.getRoleAccounts.initiate,
    rowsOf,
    filterIds,
    errorText: t('roles.accounts.error'),
  });
  const { filtered } = list.empty;
  return (
    <Card as="section" aria-labelledby="role-accounts-title" data-testid="role-accounts">
      <Card.Header
        title={t('roles.accounts.title')}
        subtitle={t('roles.accounts.description')}
        titleId="role-accounts-title"
        headingLevel={2}
      />
      <DataTable<RoleAccount>
        {...list.table}
        label={t('roles.accounts.tableLabel')}
        columns={useRoleAccountColumns()}
        getRowId={rowId}
        rowLabel={rowLabel}
        toolbar={
          <>
            <ListSearch
              {...searchOf(list.filters)}
              width="grow"
              label={t('roles.accounts.search.label')}
              placeholder={t('roles.accounts.search.placeholder')}
            />
            <FilterSelect
              filters={list.filters}
              id="role"
              label={t('roles.accounts.filter')}
              allLabel={t('roles.accounts.allRoles')}
              options={roles.map((role) => ({ value: role.name, label: label(role.name) }))}
            />
          </>
        }
        empty={
          <ListEmptyState
            {...list.empty}
            size="sm"
            headingLevel={3}
            icon={<IconUsers size={24} aria-hidden />}
            title={t(
              filtered ? 'roles.accounts.empty.filteredTitle' : 'roles.accounts.empty.title',
            )}
            description={t(
              filtered
                ? 'roles.accounts.empty.filteredDescription'
                : 'roles.accounts.empty.description',
            )}
            clearLabel={t('roles.accounts.clear')}
            clearButton={{ 'data-testid': 'clear-filters' }}
          />
        }
      />
    </Card>
  );
}
