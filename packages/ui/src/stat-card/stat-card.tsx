import { IconTrendingDown, IconTrendingUp } from '@tabler/icons-react';
import { forwardRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Avatar } from '../avatar/avatar.tsx';
import { Card, type CardProps } from '../card/card.tsx';
import type { ColorName } from '../theme/tokens.ts';
import { Typography } from '../typography/typography.tsx';
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx';
import { Sparkline } from './sparkline.tsx';
import {
  StatFooter,
  StatHeader,
  StatText,
  StatValue,
  StatValueRow,
  Trend,
} from './stat-card.styles.ts';

export interface StatTrend {
  /** The change, formatted by the caller ("+12.5%"). */
  value: string;
  /** Which way the figure moved. */
  direction: 'up' | 'down';
  /** Whether the move is good news; by default up is good and down is bad. */
  sentiment?: 'positive' | 'negative';
}

export interface StatCardProps extends Omit<CardProps, 'title'> {
  /** What is measured ("Sales"). */
  title: ReactNode;
  /** The figure, formatted by the caller ("$42,580"). */
  value: ReactNode;
  /** Change against the previous period, coloured and spoken as an increase or decrease. */
  trend?: StatTrend;
  /** An icon shown in a tinted square. */
  icon?: ReactNode;
  /** Theme colour of the icon and sparkline. */
  color?: ColorName;
  /** Values for a small trend line under the figure, oldest first. */
  data?: readonly number[];
  /** Spoken description of the trend line; defaults to a translated summary of the data. */
  sparklineLabel?: string;
  /** A line of context at the bottom ("vs last month"). */
  footer?: ReactNode;
  /** Heading level of the title, to keep the page outline right. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/** A key figure (KPI) on a card: title, value, trend, icon and an optional sparkline. */
export const StatCard = forwardRef<HTMLDivElement, StatCardProps>(function StatCard(
  {
    title,
    value,
    trend,
    icon,
    color = 'primary',
    data,
    sparklineLabel,
    footer,
    headingLevel = 3,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation('ui');
  const sentiment = trend?.sentiment ?? (trend?.direction === 'up' ? 'positive' : 'negative');
  const TrendIcon = trend?.direction === 'up' ? IconTrendingUp : IconTrendingDown;
  return (
    <Card ref={ref} {...rest}>
      <Card.Content>
        <StatHeader data-stat-header="">
          <StatText>
            <Typography variant="body1" color="secondary" as={`h${headingLevel}`}>
              {title}
            </Typography>
            <StatValueRow>
              <StatValue data-stat-value="">{value}</StatValue>
              {trend && (
                <Trend data-sentiment={sentiment} data-direction={trend.direction}>
                  <TrendIcon size={18} aria-hidden className="at-mirror-rtl" />
                  <span dir="ltr">{trend.value}</span>
                  <VisuallyHidden>
                    {trend.direction === 'up' ? t('statCard.increase') : t('statCard.decrease')}
                  </VisuallyHidden>
                </Trend>
              )}
            </StatValueRow>
          </StatText>
          {icon && (
            <Avatar shape="rounded" size="lg" color={color} alt="" data-stat-icon="">
              {icon}
            </Avatar>
          )}
        </StatHeader>
        {data && data.length > 1 && <Sparkline data={data} color={color} label={sparklineLabel} />}
        {footer && <StatFooter>{footer}</StatFooter>}
      </Card.Content>
    </Card>
  );
});
