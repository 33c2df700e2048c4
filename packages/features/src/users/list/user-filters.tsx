import { memo } from 'react';
import { useTranslation } from 'react-i18next';

import { USER_PLANS, USER_ROLES, USER_STATUSES } from '@atrium/mocks/values';

import { FilterSelect, ListSearch, searchOf, type ListFiltersProps } from '../../shared/index.ts';

/** The list's exact-match filters: their query parameters (packages/mocks/README.md, Calls). */
export const USER_FILTERS = ['role', 'plan', 'status'] as const;

/** Search (name or email), role, plan and status; all of them live in the URL. */
export const UserFilters = memo(function UserFilters(filters: ListFiltersProps) {
  const { t } = useTranslation('users');
  const allLabel = t('userList.filters.all');
  return (
    <>
      <ListSearch
        {...searchOf(filters)}
        label={t('userList.filters.search')}
        placeholder={t('userList.filters.searchPlaceholder')}
        iconSize={16}
        data-testid="user-search"
      />
      <FilterSelect
        filters={filters}
        id="role"
        label={t('userList.filters.role')}
        allLabel={allLabel}
        options={USER_ROLES.map((role) => ({ value: role, label: t(`userList.roles.${role}`) }))}
      />
      <FilterSelect
        filters={filters}
        id="plan"
        label={t('userList.filters.plan')}
        allLabel={allLabel}
        options={USER_PLANS.map((plan) => ({ value: plan, label: t(`userList.plans.${plan}`) }))}
      />
      <FilterSelect
        filters={filters}
        id="status"
        label={t('userList.filters.status')}
        allLabel={allLabel}
        options={USER_STATUSES.map((s) => ({ value: s, label: t(`userList.statuses.${s}`) }))}
      />
    </>
  );
});
