import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';

import { Avatar, Box, chartColorNames, EmptyState, PieChart, Stack, Typography } from '@atrium/ui';
import type { LogisticsExceptions } from '@atrium/mocks/types';

import { useGetLogisticsExceptionsQuery } from '../api/logistics-dashboard.ts';
import { DashboardCard, FigureSkeleton, HeadlineFigure } from '../../shared/dashboard/index.ts';
import { useDashboardCard } from './use-dashboard-card.ts';

/** A constant element: the card re-renders while it loads, its placeholders do not. */
const skeleton = <FigureSkeleton chart={220} />;

/** The vehicles' warnings by kind: how many, a donut of the kinds, and each kind's count. */
export function DeliveryExceptionsCard() {
  const { t, format, card } = useDashboardCard('exceptions', useGetLogisticsExceptionsQuery());
  return (
    <DashboardCard {...card} skeleton={skeleton}>
      {(data: LogisticsExceptions) => {
        if (data.total === 0) {
          return (
            <EmptyState
              size="sm"
              headingLevel={3}
              color="success"
              icon={<IconCircleCheck size={24} />}
              title={t('dashboard.exceptions.empty.title')}
              description={t('dashboard.exceptions.empty.message')}
            />
          );
        }
        const kinds = data.kinds.map((k) => ({
          ...k,
          name: t(`dashboard.exceptionKind.${k.kind}`),
        }));
        return (
          <>
            <HeadlineFigure
              value={format.number(data.total)}
              caption={t('dashboard.exceptions.total')}
              testId="logistics-exceptions-total"
            />
            <PieChart
              donut
              hideTitle
              hideLegend
              showDataToggle={false}
              height={220}
              title={t('dashboard.exceptions.chart')}
              summary={t('dashboard.exceptions.summary', { total: format.number(data.total) })}
              labelHeader={t('dashboard.exceptions.kind')}
              valueHeader={t('dashboard.exceptions.count')}
              valueFormat={(v) => format.number(v)}
              data={kinds.map((k) => ({ id: k.name, value: k.count }))}
            />
            <Stack as="ul" gap={3}>
              {kinds.map((k, index) => (
                <Stack
                  as="li"
                  key={k.kind}
                  direction="row"
                  gap={2}
                  align="center"
                  data-testid="logistics-exception-kind"
                >
                  {/* The slice's colour: the list is the chart's legend. */}
                  <Avatar
                    shape="rounded"
                    size="sm"
                    color={chartColorNames[index % chartColorNames.length]}
                    alt=""
                  >
                    <IconAlertTriangle size={16} />
                  </Avatar>
                  <Box grow>
                    <Typography variant="body2">{k.name}</Typography>
                  </Box>
                  <Typography variant="body2" weight="semibold">
                    {format.number(k.count)}
                  </Typography>
                </Stack>
              ))}
            </Stack>
          </>
        );
      }}
    </DashboardCard>
  );
}
