import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconChartPie, IconCurrencyDollar, IconPackage, IconUsers } from '@tabler/icons-react';
import { expect, waitFor } from 'storybook/test';

import { colorNames } from '../theme/tokens.ts';
import { kpiProps, type KpiRow } from './stat-card-story-kit.tsx';
import { StatCardGroup } from './stat-card-group.tsx';
import { StatCard } from './stat-card.tsx';

const meta = {
  title: 'UI/Display/StatCard',
  component: StatCard,
  args: {
    title: 'Sales',
    value: '$42,580',
    trend: { value: '+12.5%', direction: 'up' },
    icon: <IconChartPie size={24} />,
    color: 'primary',
    footer: 'Compared with last month',
    style: { maxInlineSize: 320 },
  },
  argTypes: {
    color: { control: 'select', options: colorNames },
    icon: { control: false },
    variant: { control: 'inline-radio', options: ['elevated', 'outlined'] },
  },
} satisfies Meta<typeof StatCard>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Sales' })).toBeInTheDocument();
    await expect(canvas.getByText('$42,580')).toBeVisible();
    // The direction is spoken, not only shown as a colour and an arrow.
    const trend = canvas.getByText('+12.5%').parentElement;
    await expect(trend).toHaveAttribute('data-sentiment', 'positive');
    await expect(trend?.textContent).toMatch(/^\+12\.5%\S+/u);
  },
};

export const Decrease: Story = {
  args: {
    title: 'Returns',
    value: '38',
    trend: { value: '−4.2%', direction: 'down', sentiment: 'positive' },
    color: 'warning',
  },
};

export const NegativeTrend: Story = {
  args: {
    title: 'Conversion rate',
    value: '2.9%',
    trend: { value: '−0.6%', direction: 'down' },
    color: 'error',
  },
};

export const WithSparkline: Story = {
  args: {
    data: [12, 18, 15, 22, 19, 27, 31, 29, 36],
    sparklineLabel: 'Weekly sales rising from 12 to 36',
    footer: undefined,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', { name: 'Weekly sales rising from 12 to 36' }),
    ).toBeInTheDocument();
  },
};

export const Minimal: Story = {
  args: {
    trend: undefined,
    icon: undefined,
    footer: undefined,
    title: 'Open tickets',
    value: '14',
  },
};

const week = 'Last 7 days';
const catalogue = 'Active in catalogue';

/** The KPI row's cards: the KPI, its last seven days and its footer. */
const kpis: [KpiRow, number[], string][] = [
  [['Sales', '$42,580', '+12.5%', IconChartPie, 'primary'], [12, 18, 15, 22, 19, 27, 31], week],
  [['Customers', '8,549', '+4.1%', IconUsers, 'success'], [40, 42, 41, 45, 47, 46, 50], week],
  [['Products', '1,423', '−1.8%', IconPackage, 'warning'], [30, 29, 31, 28, 27, 28, 26], catalogue],
  [
    ['Revenue', '$128,040', '+18.2%', IconCurrencyDollar, 'info'],
    [60, 64, 70, 68, 75, 82, 90],
    week,
  ],
];

/**
 * The dashboard's KPI row, in a StatCardGroup: Revenue's figure does not fit beside its icon at
 * this width, so every card of the row puts its icon above the figure, and the row lines up.
 */
export const KpiGrid: Story = {
  args: { style: undefined },
  render: () => (
    <StatCardGroup columns={{ xs: 1, sm: 2, lg: 4 }} style={{ inlineSize: 1000 }}>
      {kpis.map(([kpi, data, footer]) => (
        <StatCard key={kpi[0]} {...kpiProps(kpi, 24)} data={data} footer={footer} />
      ))}
    </StatCardGroup>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    // Each sparkline has a spoken summary (in the story's language).
    const lines = canvas.getAllByRole('img');
    await expect(lines).toHaveLength(4);
    for (const line of lines) await expect(line).toHaveAccessibleName(/\d/);
    // Revenue's figure needs the icon's room, so every card of the row stacks, not Revenue alone.
    // (The group measures again once the web font has loaded: wait for that, not a time.)
    const iconAbove = () =>
      [...canvasElement.querySelectorAll('[data-stat-header]')].map((header) => {
        const icon = header.querySelector('[data-stat-icon]')?.getBoundingClientRect();
        const value = header.querySelector('[data-stat-value]')?.getBoundingClientRect();
        return icon !== undefined && value !== undefined && icon.bottom <= value.top;
      });
    await waitFor(() => expect(iconAbove()).toEqual([true, true, true, true]));
  },
};
