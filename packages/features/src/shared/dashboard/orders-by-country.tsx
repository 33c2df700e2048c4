import { IconWorld } from '@tabler/icons-react';

import type { CountryOrders, OrdersByCountry, OrderStage } from '@atrium/mocks/types';
import {
  Avatar,
  EmptyState,
  Flag,
  Grid,
  List,
  Tabs,
  Typography,
  WorldChoropleth,
} from '@atrium/ui';

import { useCountryNames } from './country-name.ts';
import { useDashboardFormat } from './dashboard-format.ts';

/** The tabs: every order, then each stage of the open ones. */
const VIEWS = ['all', 'new', 'preparing', 'shipping'] as const satisfies readonly (
  'all' | OrderStage
)[];
type View = (typeof VIEWS)[number];

/** Countries listed per tab. */
const SHOWN = 6;

/** The words of the view, in the language and namespace of the dashboard that mounts it. */
export interface OrdersByCountryTexts {
  /** The tab list's accessible name ("Orders by stage"). */
  stages: string;
  /** A tab's name: all orders, or a stage. */
  stage: Record<View, string>;
  /** The ranked list's accessible name, given the tab's name. */
  rank: (stage: string) => string;
  /** Heading of the count ("Orders"), for the row's second line. */
  orders: string;
  /** Heading of the amount ("Total"). */
  total: string;
  /** A stage no open order is at. */
  noneInStage: string;
  emptyTitle: string;
  emptyMessage: string;
  /** The world map's name (its data table's caption). */
  map: string;
}

/** The keys of a namespace's `dashboard.ordersByCountry` block that the view reads. */
export type OrdersByCountryKey =
  | 'stages'
  | `stage.${View}`
  | 'rank'
  | 'orders'
  | 'total'
  | 'noneInStage'
  | 'empty.title'
  | 'empty.message'
  | 'map';

/**
 * The view's texts from a dashboard's `dashboard.ordersByCountry` block, through its `t`:
 * `ordersByCountryTexts((key, values) => t(`dashboard.ordersByCountry.${key}`, values))`.
 */
export function ordersByCountryTexts(
  text: (key: OrdersByCountryKey, values?: { stage: string }) => string,
): OrdersByCountryTexts {
  return {
    stages: text('stages'),
    stage: {
      all: text('stage.all'),
      new: text('stage.new'),
      preparing: text('stage.preparing'),
      shipping: text('stage.shipping'),
    },
    rank: (stage) => text('rank', { stage }),
    orders: text('orders'),
    total: text('total'),
    noneInStage: text('noneInStage'),
    emptyTitle: text('empty.title'),
    emptyMessage: text('empty.message'),
    map: text('map'),
  };
}

export interface OrdersByCountryViewProps {
  /** The answer of `…/orders-by-country` (the logistics or the e-commerce dashboard's). */
  data: OrdersByCountry;
  texts: OrdersByCountryTexts;
  /** `side`: the map beside the ranking from tablets on (a wide card); above it by default. */
  layout?: 'stacked' | 'side';
}

const countOf = (country: CountryOrders, view: View): number =>
  view === 'all' ? country.orders : country.stages[view];

/**
 * The shop's orders by shipping country: a world map of the orders (its plot and shapes load after
 * the figures, in chunks of their own; its data table is there at once), then tabs (all orders and each stage)
 * ranking the countries, each with its flag, its count and, for all orders, what they came to.
 * Shared by the logistics and e-commerce dashboards; the words come from the mounting card.
 */
export function OrdersByCountryView({ data, texts, layout = 'stacked' }: OrdersByCountryViewProps) {
  const format = useDashboardFormat();
  const nameOf = useCountryNames();
  if (data.totalOrders === 0) {
    return (
      <EmptyState
        size="sm"
        headingLevel={3}
        icon={<IconWorld size={24} />}
        title={texts.emptyTitle}
        description={texts.emptyMessage}
      />
    );
  }
  return (
    <Grid columns={layout === 'side' ? { xs: 1, md: 2 } : 1} gap={4} alignItems="start">
      <WorldChoropleth
        title={texts.map}
        hideTitle
        height={200}
        data={data.countries.flatMap((country) =>
          country.isoNumeric === null
            ? []
            : [
                {
                  id: country.isoNumeric,
                  label: nameOf(country.code, country.country),
                  value: country.orders,
                },
              ],
        )}
        valueFormat={(value) => format.number(value)}
        valueHeader={texts.orders}
      />
      <Tabs defaultValue="all" variant="pills">
        <Tabs.List aria-label={texts.stages}>
          {VIEWS.map((view) => (
            <Tabs.Trigger key={view} value={view} data-testid={`orders-by-country-tab-${view}`}>
              {texts.stage[view]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {VIEWS.map((view) => {
          const ranked = data.countries
            .filter((c) => countOf(c, view) > 0)
            .sort((a, b) => countOf(b, view) - countOf(a, view))
            .slice(0, SHOWN);
          return (
            <Tabs.Content key={view} value={view}>
              {ranked.length === 0 ? (
                <Typography variant="body2" color="secondary">
                  {texts.noneInStage}
                </Typography>
              ) : (
                <List flush aria-label={texts.rank(texts.stage[view])}>
                  {ranked.map((country) => (
                    <List.Item
                      key={country.country}
                      data-testid="orders-by-country-row"
                      start={
                        country.flag ? (
                          <Flag src={country.flag} alt="" width={28} height={20} />
                        ) : (
                          <Avatar size="sm" shape="rounded" alt="">
                            <IconWorld size={16} />
                          </Avatar>
                        )
                      }
                      secondary={[
                        `${texts.orders}: ${format.number(countOf(country, view))}`,
                        ...(view === 'all'
                          ? [`${texts.total}: ${format.moneyShort(country.total)}`]
                          : []),
                      ].join(' · ')}
                      action={
                        // The figure again, large, for the eye; the second line says it in words.
                        <Typography variant="h6" as="span" aria-hidden>
                          {format.number(countOf(country, view))}
                        </Typography>
                      }
                    >
                      <bdi>{nameOf(country.code, country.country)}</bdi>
                    </List.Item>
                  ))}
                </List>
              )}
            </Tabs.Content>
          );
        })}
      </Tabs>
    </Grid>
  );
}
