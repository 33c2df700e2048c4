import { Box, Chip, PieChart, Stack, Typography } from '@atrium/ui';
import type { AcademyTopics } from '@atrium/mocks/types';

import { useGetAcademyTopicsQuery } from '../api/academy-dashboard.ts';
import { ChartSkeleton, DashboardCard, ListSkeleton } from '../../shared/dashboard/index.ts';
import { tagColor } from './course-looks.ts';
import { useDashboardCard } from './use-dashboard-card.ts';

const CHART_HEIGHT = 220;

/** A constant element: the card re-renders while it loads, its placeholders do not. */
const skeleton = (
  <>
    <ChartSkeleton height={CHART_HEIGHT} />
    <ListSkeleton rows={5} />
  </>
);

/**
 * Courses per topic (the courses' tags): a donut, with the counts listed under it as text, each
 * topic's chip in its slice's colour (the list is the chart's legend).
 */
export function TopicsCard() {
  const { t, format, card } = useDashboardCard('topics', useGetAcademyTopicsQuery());
  return (
    <DashboardCard {...card} skeleton={skeleton}>
      {({ total, topics }: AcademyTopics) =>
        total === 0 ? (
          <Typography color="secondary" data-testid="academy-card-empty">
            {t('dashboard.topics.empty')}
          </Typography>
        ) : (
          <>
            <PieChart
              donut
              hideLegend
              hideTitle
              showDataToggle={false}
              height={CHART_HEIGHT}
              title={t('dashboard.topics.chart')}
              summary={t('dashboard.topics.summary', {
                total: format.number(total),
                topics: format.number(topics.length),
              })}
              labelHeader={t('dashboard.topics.topic')}
              valueHeader={t('dashboard.topics.courses')}
              valueFormat={(v) => format.number(v)}
              data={topics.map((topic) => ({
                id: t(`dashboard.tags.${topic.tag}`),
                value: topic.courses,
              }))}
            />
            <Box pushToEnd>
              <Stack as="ul" gap={3}>
                {topics.map((topic) => (
                  <Stack
                    as="li"
                    key={topic.tag}
                    direction="row"
                    gap={2}
                    align="center"
                    justify="between"
                    data-testid={`academy-topic-${topic.tag}`}
                  >
                    <Chip
                      size="sm"
                      variant="tonal"
                      color={tagColor[topic.tag]}
                      label={t(`dashboard.tags.${topic.tag}`)}
                    />
                    <Typography variant="body2" color="secondary">
                      {t('dashboard.topics.count', { count: topic.courses })}
                      {' · '}
                      {format.percent(total === 0 ? 0 : topic.courses / total)}
                    </Typography>
                  </Stack>
                ))}
              </Stack>
            </Box>
          </>
        )
      }
    </DashboardCard>
  );
}
