import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

import type { ProjectTableRow } from '@atrium/mocks/types';
import {
  Avatar,
  AvatarGroup,
  Card,
  createDataTableColumns,
  DataTable,
  Progress,
  Stack,
  Typography,
} from '@atrium/ui';

import {
  IdentityCell,
  ListEmptyState,
  ListSearch,
  useClientRows,
  useColumns,
  useTableUrlState,
  type ClientRowsOptions,
} from '../../shared/index.ts';

const column = createDataTableColumns<ProjectTableRow>();

const projectColumns = (t: TFunction<'pages'>) => [
  column.accessor('name', {
    id: 'name',
    header: t('profile.projects.columns.name'),
    cell: ({ row }) => (
      <IdentityCell
        kind="product"
        image={row.original.avatar}
        name={row.original.name}
        detail={row.original.date}
        strong
        minInlineSize={200}
      />
    ),
  }),
  column.accessor('leader', { id: 'leader', header: t('profile.projects.columns.leader') }),
  column.accessor('avatarGroup', {
    id: 'team',
    header: t('profile.projects.columns.team'),
    enableSorting: false,
    meta: { csv: (row: ProjectTableRow) => row.avatarGroup.length },
    cell: ({ getValue }) => (
      <AvatarGroup
        size="sm"
        max={4}
        aria-label={t('profile.projects.teamOf', { count: getValue().length })}
      >
        {getValue().map((src) => (
          <Avatar key={src} src={src} alt="" />
        ))}
      </AvatarGroup>
    ),
  }),
  column.accessor('status', {
    id: 'status',
    header: t('profile.projects.columns.status'),
    cell: ({ getValue, row }) => (
      <Stack direction="row" gap={2} align="center">
        <Progress
          value={getValue()}
          aria-label={t('profile.projects.progressOf', { name: row.original.name })}
          size="sm"
        />
        <Typography variant="body2" color="secondary" nowrap>
          {t('profile.projects.percent', { value: getValue() })}
        </Typography>
      </Stack>
    ),
  }),
];

const rowsOptions: ClientRowsOptions<ProjectTableRow> = {
  searchText: (row) => `${row.name} ${row.leader} ${row.date}`,
  sortKeys: { name: (row) => row.name, leader: (row) => row.leader, status: (row) => row.status },
};
const rowId = (row: ProjectTableRow) => String(row.id);
const defaults = { pageSize: 5 };
const pageSizes = [5, 10, 25] as const;

/** The profile tab's projects: searched, sorted and paged in the browser; the view in the URL. */
export function ProfileProjectsTable({ rows }: { rows: readonly ProjectTableRow[] }) {
  const { t } = useTranslation('pages');
  const view = useTableUrlState({ defaults });
  const { matched, page } = useClientRows(rows, view.state, rowsOptions);
  return (
    <Card>
      <Card.Header
        title={t('profile.projects.title')}
        titleId="profile-projects"
        headingLevel={2}
      />
      <DataTable<ProjectTableRow>
        label={t('profile.projects.title')}
        data-testid="profile-projects-table"
        columns={useColumns('pages', projectColumns)}
        data={page}
        rowCount={matched.length}
        state={view.state}
        onStateChange={view.onStateChange}
        getRowId={rowId}
        pageSizeOptions={pageSizes}
        toolbar={
          <ListSearch
            value={view.state.globalFilter}
            onSearch={view.setSearch}
            label={t('profile.projects.search')}
          />
        }
        empty={
          <ListEmptyState
            filtered={view.filtered}
            onClearFilters={view.clearFilters}
            title={t('profile.projects.empty')}
            clearLabel={t('profile.projects.clearSearch')}
          />
        }
      />
    </Card>
  );
}
