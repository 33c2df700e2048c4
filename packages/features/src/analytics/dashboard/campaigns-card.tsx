import {
  IconAlertTriangle,
  IconBan,
  IconClick,
  IconMailOpened,
  type Icon,
  IconUserPlus,
} from '@tabler/icons-react';

import { Avatar, Chip, Stack, Typography, type ColorName } from '@atrium/ui';
import type { AnalyticsCampaigns } from '@atrium/mocks/types';

import { useGetAnalyticsCampaignsQuery } from '../api/analytics-dashboard.ts';
import {
  DashboardCard,
  FigureSkeleton,
  HeadlineFigure,
  ListSkeleton,
} from '../../shared/dashboard/index.ts';
import { FigureLine } from './figure-line.tsx';
import { useAnalyticsCard } from './use-analytics-card.ts';

/** A constant element: the card re-renders while it loads, its placeholders do not. */
const skeleton = (
  <FigureSkeleton>
    <ListSkeleton rows={5} />
  </FigureSkeleton>
);

type Rated = keyof AnalyticsCampaigns['rates'];

const lines: readonly { key: Rated; Icon: Icon; color: ColorName }[] = [
  { key: 'opened', Icon: IconMailOpened, color: 'info' },
  { key: 'clicked', Icon: IconClick, color: 'primary' },
  { key: 'subscribed', Icon: IconUserPlus, color: 'success' },
  { key: 'complaints', Icon: IconAlertTriangle, color: 'warning' },
  { key: 'unsubscribed', Icon: IconBan, color: 'error' },
];

/** This month's mail campaigns: emails sent, then how many were opened, clicked and so on. */
export function CampaignsCard() {
  const { t, format, card } = useAnalyticsCard('campaigns', useGetAnalyticsCampaignsQuery());
  return (
    <DashboardCard {...card} skeleton={skeleton}>
      {(campaigns: AnalyticsCampaigns) =>
        campaigns.emails === 0 ? (
          <Typography color="secondary" data-testid="analytics-campaigns-empty">
            {t('analytics.campaigns.empty')}
          </Typography>
        ) : (
          <>
            <HeadlineFigure
              value={format.number(campaigns.emails)}
              caption={t('analytics.campaigns.sent', {
                count: campaigns.campaigns,
                month: format.monthYear(campaigns.month),
              })}
              testId="analytics-campaigns-emails"
            />
            <Stack gap={3}>
              {lines.map(({ key, Icon, color }) => (
                <FigureLine
                  key={key}
                  start={
                    <Avatar shape="rounded" size="sm" color={color} alt="">
                      <Icon size={18} />
                    </Avatar>
                  }
                  label={t(`analytics.campaigns.figures.${key}`)}
                  value={format.number(campaigns[key])}
                  extra={
                    <Chip
                      size="sm"
                      variant="tonal"
                      color={color}
                      label={format.percent(campaigns.rates[key])}
                    />
                  }
                  testId={`analytics-campaigns-${key}`}
                />
              ))}
            </Stack>
          </>
        )
      }
    </DashboardCard>
  );
}
