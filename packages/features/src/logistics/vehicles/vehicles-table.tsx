import { IconTruck } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

import type { Vehicle, VehiclesResponse } from '@atrium/mocks/types';
import {
  Box,
  Card,
  DataTable,
  EmptyState,
  Progress,
  Stack,
  Typography,
  createDataTableColumns,
} from '@atrium/ui';

import { type Formatters, useColumns, useListPage } from '../../shared/index.ts';
import { fleetApi, useGetVehiclesQuery } from '../api/fleet.ts';
import { VehicleWarningChip } from '../vehicle-warning.tsx';

const column = createDataTableColumns<Vehicle>();
const rowsOf = (data: VehiclesResponse) => data.vehicles;
const totalOf = (data: VehiclesResponse) => data.totalVehicles;
const rowId = (vehicle: Vehicle) => String(vehicle.id);

/** Column ids are the fake API's sort keys: location, startRoute, endRoute, warnings, progress. */
const vehicleColumns = (t: TFunction<'logistics'>, format: Formatters) => [
  column.accessor('location', {
    id: 'location',
    header: t('vehicles.columns.location'),
    cell: ({ getValue }) => <bdi>{getValue()}</bdi>,
  }),
  column.accessor('startCity', {
    id: 'startRoute',
    header: t('vehicles.columns.startRoute'),
    cell: ({ row: { original: v } }) => `${v.startCity}, ${v.startCountry}`,
  }),
  column.accessor('endCity', {
    id: 'endRoute',
    header: t('vehicles.columns.endRoute'),
    cell: ({ row: { original: v } }) => `${v.endCity}, ${v.endCountry}`,
  }),
  column.accessor('warnings', {
    id: 'warnings',
    header: t('vehicles.columns.warnings'),
    cell: ({ getValue }) => <VehicleWarningChip warning={getValue()} />,
  }),
  column.accessor('progress', {
    id: 'progress',
    header: t('vehicles.columns.progress'),
    cell: ({ row: { original: v } }) => (
      <Stack direction="row" gap={3} align="center">
        <Box minInlineSize={80} grow>
          <Progress value={v.progress} aria-label={t('vehicles.progressOf', { id: v.id })} />
        </Box>
        <Typography variant="body2" as="span">
          {format.percent(v.progress / 100)}
        </Typography>
      </Stack>
    ),
  }),
];

const useVehicleColumns = () => useColumns('logistics', vehicleColumns);

/**
 * The vehicles on their way, for the logistics dashboard: sort (by the contract's keys) and
 * paging in the URL, from `GET /apps/logistics/vehicles`.
 */
export function VehiclesTable() {
  const { t } = useTranslation('logistics');
  const list = useListPage({
    useQuery: useGetVehiclesQuery,
    initiate: fleetApi.endpoints.getVehicles.initiate,
    rowsOf,
    totalOf,
    errorText: t('vehicles.error'),
  });
  const columns = useVehicleColumns();
  return (
    <Card>
      <Card.Header title={t('vehicles.title')} headingLevel={2} />
      <DataTable<Vehicle>
        {...list.table}
        label={t('vehicles.tableLabel')}
        data-testid="vehicles-table"
        columns={columns}
        getRowId={rowId}
        empty={
          <EmptyState
            size="sm"
            icon={<IconTruck size={24} aria-hidden />}
            title={t('vehicles.empty.title')}
            description={t('vehicles.empty.description')}
          />
        }
      />
    </Card>
  );
}
