import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';

import { frame } from '../test/story-layout.tsx';
import { BarChart } from './bar-chart.tsx';
import { HeatmapChart } from './heatmap-chart.tsx';
import { LineChart } from './line-chart.tsx';
import { PieChart } from './pie-chart.tsx';
import { RadarChart } from './radar-chart.tsx';
import { RadialBarChart } from './radial-bar-chart.tsx';
import { Sparkline } from './sparkline.tsx';
import { WorldChoropleth } from './world-choropleth.tsx';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const online = [42.1, 38.4, 45.9, 51.2, 49.8, 56.3, 61.7, 58.2, 63.5, 67.9, 78.4, 92.6];
const retail = [31.5, 29.8, 33.2, 35.1, 34.4, 36.8, 38.9, 37.5, 39.2, 41.3, 47.6, 55.1];
const money = (v: number) => `$${v.toFixed(1)}k`;

const revenue = [
  { id: 'Online', data: months.map((x, i) => ({ x, y: online[i] ?? 0 })) },
  { id: 'Retail', data: months.map((x, i) => ({ x, y: retail[i] ?? 0 })) },
];

const ordersByStatus = [
  { id: 'Delivered', value: 1284 },
  { id: 'Shipped', value: 412 },
  { id: 'Processing', value: 236 },
  { id: 'Pending', value: 158 },
  { id: 'Cancelled', value: 64 },
];

const channels = months.slice(0, 6).map((month, i) => ({
  month,
  Online: online[i] ?? 0,
  Retail: retail[i] ?? 0,
  Marketplace: Math.round(((online[i] ?? 0) * 0.45 + 3) * 10) / 10,
}));

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const hours = ['8h', '10h', '12h', '14h', '16h', '18h', '20h', '22h'];
const ordersByHour = days.map((id, d) => ({
  id,
  data: hours.map((x, h) => ({
    x,
    y: ((d * 7 + h * 13) % 23) + (h >= 5 ? 12 : 4) + (d >= 5 ? 8 : 0),
  })),
}));

const ratings = ['Quality', 'Delivery', 'Price', 'Support', 'Packaging', 'Returns'].map(
  (metric, i) => ({ metric, '2026': 70 + ((i * 11) % 25), '2025': 58 + ((i * 17) % 30) }),
);

const meta = {
  title: 'UI/Data/Charts',
  component: LineChart,
  args: {
    title: 'Monthly revenue 2026',
    summary: 'Online revenue grew from $42.1k in January to $92.6k in December.',
    data: revenue,
    valueFormat: money,
    xLabel: 'Month',
    height: 300,
  },
  decorators: [frame({ inlineSize: 600, maxInlineSize: '100%' })],
} satisfies Meta<typeof LineChart>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', { name: /^Monthly revenue 2026\. Online revenue grew/ }),
    ).toBeVisible();
    // The same numbers are in a table: hidden until asked for, then shown by the toggle.
    const toggle = canvas.getByRole('button', { expanded: false });
    await expect(canvas.getByRole('cell', { name: '$92.6k', hidden: true })).toBeInTheDocument();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('table', { name: 'Monthly revenue 2026' })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.getByRole('img').querySelector('svg')).not.toBeNull());
  },
};

export const Area: Story = {
  args: { area: true, title: 'Revenue by channel', summary: undefined },
};

export const StackedArea: Story = {
  args: { area: true, stacked: true, title: 'Total revenue, stacked by channel' },
};

export const SingleSeries: Story = {
  args: { data: revenue.slice(0, 1), title: 'Online revenue', summary: undefined },
};

export const Bar: Story = {
  render: () => (
    <BarChart
      title="Orders by status"
      data={ordersByStatus.map((d) => ({ status: d.id, Orders: d.value }))}
      keys={['Orders']}
      indexBy="status"
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Orders by status' })).toBeVisible();
    await expect(
      canvas.getByRole('rowheader', { name: 'Delivered', hidden: true }),
    ).toBeInTheDocument();
  },
};

/** The first half's revenue by channel, as bars side by side or stacked. */
const channelBars = (title: string, stacked?: boolean): Story => ({
  render: () => (
    <BarChart
      title={title}
      data={channels}
      keys={['Online', 'Retail', 'Marketplace']}
      indexBy="month"
      valueFormat={money}
      stacked={stacked}
    />
  ),
});

export const GroupedBar = channelBars('Revenue by channel, first half');
export const StackedBar = channelBars('Revenue by channel, stacked', true);

export const HorizontalBar: Story = {
  render: () => (
    <BarChart
      title="Top products by units sold"
      data={[
        { product: 'Aurora headphones', Units: 842 },
        { product: 'Halo desk lamp', Units: 615 },
        { product: 'Travel mug', Units: 533 },
        { product: 'Laptop stand', Units: 391 },
      ]}
      keys={['Units']}
      indexBy="product"
      horizontal
    />
  ),
};

/** Orders by status as a pie; the stories add a summary or the donut's hole. */
function OrdersPie(props: { summary?: string; donut?: boolean }) {
  return (
    <PieChart
      title="Orders by status"
      data={ordersByStatus}
      labelHeader="Status"
      valueHeader="Orders"
      {...props}
    />
  );
}

export const Donut: Story = {
  render: () => <OrdersPie summary="Most orders (60%) are delivered." donut />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { expanded: false }));
    await expect(canvas.getByRole('cell', { name: '60%' })).toBeVisible();
  },
};

export const Pie: Story = { render: () => <OrdersPie /> };

export const RadialBar: Story = {
  render: () => (
    <RadialBarChart
      title="Quarterly goals"
      data={[
        { id: 'Revenue', value: 82 },
        { id: 'New customers', value: 64 },
        { id: 'Retention', value: 91 },
      ]}
      valueFormat={(v) => `${v}%`}
    />
  ),
};

export const Radar: Story = {
  render: () => (
    <RadarChart
      title="Customer ratings by category"
      data={ratings}
      keys={['2026', '2025']}
      indexBy="metric"
    />
  ),
};

export const Heatmap: Story = {
  render: () => (
    <HeatmapChart title="Orders by weekday and hour" data={ordersByHour} height={280} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Orders by weekday and hour' })).toBeVisible();
    await expect(canvas.getAllByRole('row', { hidden: true })).toHaveLength(8);
  },
};

export const WithoutDataToggle: Story = {
  args: { showDataToggle: false, hideTitle: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('img', { name: /Monthly revenue 2026/ })).toBeVisible();
  },
};

export const Sparklines: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(3, 1fr)' }}>
      <Sparkline label="Daily orders" data={[12, 18, 15, 22, 19, 27, 31]} />
      <Sparkline label="Refunds" color="error" data={[5, 4, 6, 3, 3, 2, 2]} />
      <Sparkline
        label="Visitors"
        color="success"
        area={false}
        data={[210, 260, 240, 310, 280, 350, 390]}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: /Daily orders/ })).toHaveAccessibleName(/12.*31/);
  },
};

const ordersByCountry = [
  { id: '840', label: 'United States', value: 412 },
  { id: '250', label: 'France', value: 236 },
  { id: '276', label: 'Germany', value: 198 },
  { id: '392', label: 'Japan', value: 121 },
  { id: '076', label: 'Brazil', value: 87 },
  { id: '036', label: 'Australia', value: 54 },
  { id: '566', label: 'Nigeria', value: 23 },
];

export const World: Story = {
  render: () => (
    <WorldChoropleth
      title="Orders by country"
      summary="The United States placed the most orders (412)."
      data={ordersByCountry}
      labelHeader="Country"
      valueHeader="Orders"
      height={320}
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: /^Orders by country\. / })).toBeVisible();
    // The biggest figure heads the table, whatever order the data came in.
    const rows = canvas.getAllByRole('row', { hidden: true });
    await expect(rows[1]).toHaveTextContent(/United States\s*412/);
    // The map draws a shape per country once its chunk has arrived (preloaded in Storybook).
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('svg path').length).toBeGreaterThan(100),
    );
  },
};
