import { BarChart, Box, Grid, Progress, Skeleton, Stack, Typography } from '@atrium/ui';

import { useGetAcademyWelcomeQuery } from '../api/academy-dashboard.ts';
import { DashboardCard, HeadlineFigure } from '../../shared/dashboard/index.ts';
import { useDashboardCard } from './use-dashboard-card.ts';

const CHART_HEIGHT = 180;

/** The card's own shape, box for box: the two figures side by side, then the chart. */
function WelcomeSkeleton() {
  return (
    <Stack gap={4}>
      <Grid columns={{ xs: 1, sm: 2 }} gap={4}>
        <Stack gap={2}>
          <Skeleton width="45%" height={32} marginBlock={0} />
          <Skeleton width="70%" height={20} marginBlock={0} />
        </Stack>
        <Stack direction="row" gap={3} align="center">
          <Skeleton variant="circle" width={56} height={56} />
          <Stack gap={1} grow>
            <Skeleton width="60%" />
            <Skeleton width="80%" />
          </Stack>
        </Stack>
      </Grid>
      <Skeleton variant="rounded" height={CHART_HEIGHT} />
    </Stack>
  );
}

/** A constant element: the card re-renders while it loads, its placeholders do not. */
const skeleton = <WelcomeSkeleton />;

/**
 * The greeting card, the first row: the learner's hours this week against the last, the overall
 * progress over the courses' tasks, and the hours of the last 8 weeks.
 */
export function WelcomeCard() {
  const { t, format, card } = useDashboardCard('welcome', useGetAcademyWelcomeQuery());
  const week = t('dashboard.welcome.week');
  const hours = t('dashboard.welcome.hours');
  return (
    <DashboardCard {...card} skeleton={skeleton} firstRow>
      {(welcome) => (
        <>
          <Grid columns={{ xs: 1, sm: 2 }} gap={4}>
            <HeadlineFigure
              value={format.hours(welcome.hours.current)}
              caption={t('dashboard.welcome.thisWeek')}
              trend={welcome.hours.change}
              color="brand"
              testId="academy-welcome-hours"
            />
            <Stack direction="row" gap={3} align="center">
              <Progress
                variant="circular"
                size="lg"
                showLabel
                color="success"
                value={Math.round(welcome.progress.ratio * 100)}
                aria-label={t('dashboard.welcome.progressLabel', {
                  value: format.percent(welcome.progress.ratio),
                })}
              />
              <Stack gap={1}>
                <Typography variant="body2" weight="semibold">
                  {t('dashboard.welcome.progress')}
                </Typography>
                <Typography variant="caption" color="secondary" data-testid="academy-welcome-tasks">
                  {t('dashboard.welcome.tasks', {
                    done: format.number(welcome.progress.completedTasks),
                    total: format.number(welcome.progress.totalTasks),
                  })}
                </Typography>
                <Typography variant="caption" color="secondary">
                  {t('dashboard.welcome.courses', {
                    done: format.number(welcome.progress.completedCourses),
                    total: format.number(welcome.progress.courses),
                  })}
                </Typography>
              </Stack>
            </Stack>
          </Grid>
          <Box pushToEnd>
            <BarChart
              hideTitle
              showDataToggle={false}
              height={CHART_HEIGHT}
              title={t('dashboard.welcome.chart')}
              summary={t('dashboard.welcome.chartSummary', {
                total: format.hours(welcome.totalHours),
                from: format.day(welcome.period.from),
              })}
              indexBy={week}
              keys={[hours]}
              valueFormat={(v) => format.number(v)}
              data={welcome.weeks.map((w) => ({ [week]: format.day(w.from), [hours]: w.hours }))}
            />
          </Box>
        </>
      )}
    </DashboardCard>
  );
}
