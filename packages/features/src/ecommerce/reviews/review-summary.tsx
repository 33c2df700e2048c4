import type { ReviewSummary } from '@atrium/mocks/types';
import { IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import {
  BarChart,
  ErrorState,
  Box,
  Grid,
  Progress,
  Rating,
  Skeleton,
  Stack,
  Typography,
  VisuallyHidden,
} from '@atrium/ui';

import { parseApiDate, SectionCard, useFormat, TonalChip } from '../../shared/index.ts';
import { useGetReviewSummaryQuery } from '../api/reviews.ts';

/** Average, total and the 5-to-1 star histogram. */
function RatingSummaryCard({ summary }: { summary: ReviewSummary }) {
  const { t } = useTranslation('ecommerce');
  const format = useFormat();
  return (
    <SectionCard titleId="review-rating-title" title={t('reviews.summary.title')}>
      <Stack direction="row" gap={6} wrap align="center">
        <Stack gap={2} minInlineSize={140}>
          <Typography variant="h3" as="p" color="brand" data-testid="review-average">
            {format.number(summary.average)}
          </Typography>
          <Rating
            label={<VisuallyHidden>{t('reviews.summary.average')}</VisuallyHidden>}
            value={Math.round(summary.average * 2) / 2}
            readOnly
            size="sm"
          />
          <Typography variant="body2" color="secondary">
            {t('reviews.summary.total', { count: summary.total })}
          </Typography>
          <TonalChip
            color="warning"
            label={t('reviews.summary.pending', { count: summary.pending })}
          />
        </Stack>
        <Stack as="ul" gap={2} grow="1 1 220px">
          {summary.histogram.map(({ rating, count }) => (
            <Stack as="li" key={rating} direction="row" gap={3} align="center">
              <Box minInlineSize={48}>
                <Typography variant="body2" nowrap>
                  {format.number(rating)} <IconStarFilled size={14} aria-hidden />
                  <VisuallyHidden>{t('reviews.summary.stars', { count: rating })}</VisuallyHidden>
                </Typography>
              </Box>
              <Box grow>
                <Progress
                  value={summary.total === 0 ? 0 : (count / summary.total) * 100}
                  aria-label={t('reviews.summary.barLabel', { count: rating, reviews: count })}
                />
              </Box>
              <Box minInlineSize={32}>
                <Typography variant="body2" color="secondary" align="end">
                  {format.number(count)}
                </Typography>
              </Box>
            </Stack>
          ))}
        </Stack>
      </Stack>
    </SectionCard>
  );
}

/** Reviews per week over the last 12 weeks, from the summary call. */
function ReviewsByWeekCard({ summary }: { summary: ReviewSummary }) {
  const { t, i18n } = useTranslation('ecommerce');
  const format = useFormat();
  // Day and month only ("Mar 12"): useFormat's medium date is too long for an axis label. Same
  // language and UTC calendar day as useFormat.
  const short = new Intl.DateTimeFormat(i18n.language, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const series = t('reviews.chart.series');
  const week = t('reviews.chart.week');
  const data = summary.weeks.map((w) => ({
    [week]: short.format(parseApiDate(w.start) ?? new Date(0)),
    [series]: w.count,
  }));
  const busiest = summary.weeks.reduce((a, b) => (b.count > a.count ? b : a), {
    start: '',
    count: -1,
  });
  return (
    <SectionCard
      titleId="review-week-title"
      title={t('reviews.chart.title')}
      subtitle={t('reviews.chart.subtitle')}
    >
      <BarChart
        title={t('reviews.chart.title')}
        hideTitle
        summary={
          busiest.count > 0
            ? t('reviews.chart.summary', {
                week: format.date(busiest.start),
                count: busiest.count,
              })
            : undefined
        }
        data={data}
        keys={[series]}
        indexBy={week}
        // Horizontal: twelve date labels side by side collide on a phone; stacked they fit.
        horizontal
        height={300}
        valueFormat={(v) => format.number(v)}
      />
    </SectionCard>
  );
}

/** The two summary cards above the table, with their own loading and error states. */
export function ReviewSummaryCards() {
  const { t } = useTranslation('ecommerce');
  const { data, isLoading, isError, refetch } = useGetReviewSummaryQuery();
  if (isError) {
    return (
      <ErrorState
        size="sm"
        message={t('reviews.summary.loadError')}
        onRetry={() => void refetch()}
        retryLabel={t('common.actions.retry')}
      />
    );
  }
  return (
    <Grid columns={{ xs: 1, lg: 2 }} gap={6}>
      {isLoading || !data ? (
        <>
          <Skeleton variant="rounded" height={260} />
          <Skeleton variant="rounded" height={260} />
        </>
      ) : (
        <>
          <RatingSummaryCard summary={data} />
          <ReviewsByWeekCard summary={data} />
        </>
      )}
    </Grid>
  );
}
