import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { AnalyticsProject, AnalyticsProjects } from '@atrium/mocks/types';
import {
  Avatar,
  AvatarGroup,
  createDataTableColumns,
  DataTable,
  defaultDataTableState,
  Progress,
  Stack,
  Typography,
  type DataTableState,
  type DataTableStateChange,
} from '@atrium/ui';

import { useGetAnalyticsProjectsQuery } from '../api/analytics-dashboard.ts';
import { DashboardCard, ListSkeleton } from '../../shared/dashboard/index.ts';
import {
  IdentityCell,
  useClientRows,
  useColumns,
  type ClientRowsOptions,
} from '../../shared/index.ts';
import { useAnalyticsCard } from './use-analytics-card.ts';

const column = createDataTableColumns<AnalyticsProject>();

const projectColumns = (t: TFunction<'analytics'>) => [
  column.accessor('name', {
    id: 'name',
    header: t('analytics.projects.columns.name'),
    cell: ({ row }) => (
      <IdentityCell
        kind="product"
        image={row.original.avatar}
        name={row.original.name}
        detail={row.original.kind}
        strong
        minInlineSize={180}
      />
    ),
  }),
  column.accessor('leader', { id: 'leader', header: t('analytics.projects.columns.leader') }),
  column.accessor('team', {
    id: 'team',
    header: t('analytics.projects.columns.team'),
    enableSorting: false,
    cell: ({ getValue }) => (
      <AvatarGroup
        size="sm"
        max={4}
        aria-label={t('analytics.projects.teamOf', { count: getValue().length })}
      >
        {getValue().map((src) => (
          <Avatar key={src} src={src} alt="" />
        ))}
      </AvatarGroup>
    ),
  }),
  column.accessor('progress', {
    id: 'progress',
    header: t('analytics.projects.columns.progress'),
    cell: ({ getValue, row }) => (
      <Stack direction="row" gap={2} align="center">
        <Progress
          value={getValue()}
          size="sm"
          aria-label={t('analytics.projects.progressOf', { name: row.original.name })}
        />
        <Typography variant="body2" color="secondary" nowrap>
          {t('analytics.projects.percent', { value: getValue() })}
        </Typography>
      </Stack>
    ),
  }),
];

const rowsOptions: ClientRowsOptions<AnalyticsProject> = {
  searchText: (row) => `${row.name} ${row.leader} ${row.kind}`,
  sortKeys: {
    name: (row) => row.name,
    leader: (row) => row.leader,
    progress: (row) => row.progress,
  },
};
const rowId = (row: AnalyticsProject) => String(row.id);
const pageSizes = [5, 10, 25] as const;
const initialView: DataTableState = { ...defaultDataTableState, pageSize: 5 };

/** A constant element: the card re-renders while it loads, its placeholders do not. */
const skeleton = <ListSkeleton rows={5} />;

/** The table's view (sort, page) belongs to the card: the dashboard's URL stays the page's. */
function ProjectsTable({ projects }: { projects: readonly AnalyticsProject[] }) {
  const { t } = useTranslation('analytics');
  const [view, setView] = useState(initialView);
  const { matched, page } = useClientRows(projects, view, rowsOptions);
  return (
    <DataTable<AnalyticsProject>
      label={t('analytics.projects.tableLabel')}
      data-testid="analytics-projects-table"
      columns={useColumns('analytics', projectColumns)}
      data={page}
      rowCount={matched.length}
      state={view}
      onStateChange={({ state }: DataTableStateChange) => setView(state)}
      getRowId={rowId}
      pageSizeOptions={pageSizes}
      empty={
        <Typography color="secondary" data-testid="analytics-projects-empty">
          {t('analytics.projects.empty')}
        </Typography>
      }
    />
  );
}

/** The team's projects, their leaders and progress: sorted and paged in the browser. */
export function ProjectsCard() {
  const { card } = useAnalyticsCard('projects', useGetAnalyticsProjectsQuery());
  return (
    <DashboardCard {...card} skeleton={skeleton}>
      {({ projects }: AnalyticsProjects) => <ProjectsTable projects={projects} />}
    </DashboardCard>
  );
}
