import { IconFileInvoice, IconShoppingCart, IconStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { Stack, Timeline, Typography, type ColorName } from '@atrium/ui';
import type { CrmActivity, CrmActivityEvent } from '@atrium/mocks/types';

import { useGetCrmActivityQuery } from '../api/crm-dashboard.ts';
import { ecommerceHref } from '../../ecommerce/index.ts';
import { invoiceHref } from '../../invoice/index.ts';
import {
  DashboardCard,
  DashboardLink,
  ListSkeleton,
  type DashboardFormat,
} from '../../shared/dashboard/index.ts';
import { relativeDay, relativeTime } from '../../shared/relative-time.ts';
import { CardEmpty } from './card-empty.tsx';
import { useCrmCard } from './use-crm-card.ts';

type Kind = CrmActivityEvent['kind'];

const kindColor: Record<Kind, ColorName> = { order: 'primary', review: 'warning', invoice: 'info' };
const kindIcon: Record<Kind, typeof IconShoppingCart> = {
  order: IconShoppingCart,
  review: IconStar,
  invoice: IconFileInvoice,
};

/** A constant element: the card re-renders while it loads, its placeholders do not. */
const skeleton = <ListSkeleton rows={6} />;

type T = ReturnType<typeof useCrmCard>['t'];

/** The event's title (a link to its screen where it has one) and the line under it. */
function describe(event: CrmActivityEvent, t: T, format: DashboardFormat) {
  switch (event.kind) {
    case 'order':
      return {
        title: (
          <DashboardLink
            to={ecommerceHref('ecommerce.orderDetails', { id: event.orderId })}
            testId={`crm-activity-order-${event.orderId}`}
          >
            {t('crm.activity.order', { number: event.order })}
          </DashboardLink>
        ),
        line: t('crm.activity.orderLine', {
          customer: event.customer,
          amount: format.money(event.amount),
        }),
      };
    case 'invoice':
      return {
        title: (
          <DashboardLink
            to={invoiceHref('invoice.preview', { id: event.invoiceId })}
            testId={`crm-activity-invoice-${event.invoiceId}`}
          >
            {t('crm.activity.invoice', { number: event.invoiceId })}
          </DashboardLink>
        ),
        line: t('crm.activity.invoiceLine', {
          client: event.client,
          amount: format.money(event.total),
        }),
      };
    case 'review':
      return {
        title: t('crm.activity.review', { product: event.product }),
        line: t('crm.activity.reviewLine', { reviewer: event.reviewer, rating: event.rating }),
      };
  }
}

/** The latest orders placed, reviews posted and invoices sent, newest first. */
export function ActivityCard() {
  const { t, format, card } = useCrmCard('activity', useGetCrmActivityQuery());
  const { i18n } = useTranslation();
  return (
    <DashboardCard {...card} skeleton={skeleton}>
      {({ asOf, events }: CrmActivity) => {
        if (events.length === 0) return <CardEmpty>{t('crm.activity.empty')}</CardEmpty>;
        // Relative to the fake API's "now", so the words hold whatever the viewer's clock says.
        const now = new Date(asOf);
        return (
          <Timeline>
            {events.map((event, index) => {
              const { title, line } = describe(event, t, format);
              const Icon = kindIcon[event.kind];
              return (
                // Newest first and never reordered: the position is the identity.
                <Timeline.Item
                  key={index}
                  color={kindColor[event.kind]}
                  icon={<Icon size={14} />}
                  title={title}
                  data-testid={`crm-event-${event.kind}`}
                >
                  <Stack gap={1}>
                    <Typography variant="body2" color="secondary">
                      {line}
                    </Typography>
                    <Typography variant="caption" color="secondary">
                      <time dateTime={event.at}>
                        {(event.dayOnly ? relativeDay : relativeTime)(event.at, now, i18n.language)}
                      </time>
                    </Typography>
                  </Stack>
                </Timeline.Item>
              );
            })}
          </Timeline>
        );
      }}
    </DashboardCard>
  );
}
