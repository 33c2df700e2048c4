import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect } from 'storybook/test';

import { Card } from '../card/card.tsx';
import { Grid } from './grid.tsx';

const meta = {
  title: 'UI/Foundations/Grid',
  component: Grid,
  args: { columns: { xs: 1, md: 2, lg: 4 }, gap: 6 },
  argTypes: { gap: { control: { type: 'range', min: 0, max: 12 } } },
} satisfies Meta<typeof Grid>;
export default meta;

type Story = StoryObj<typeof meta>;

const cell: CSSProperties = { padding: 16, textAlign: 'center' };

const names = ['Sales', 'Customers', 'Products', 'Revenue'];

export const Playground: Story = {
  render: (args) => (
    <Grid {...args} data-testid="grid">
      {names.map((n) => (
        <Card key={n} style={cell}>
          {n}
        </Card>
      ))}
    </Grid>
  ),
  play: async ({ canvas }) => {
    const grid = canvas.getByTestId('grid');
    // The story viewport is at least `md` wide, so the 2- or 4-column rule applies.
    const columns = getComputedStyle(grid).gridTemplateColumns.split(' ').length;
    await expect(columns).toBeGreaterThanOrEqual(2);
    await expect(getComputedStyle(grid).columnGap).toBe('24px');
  },
};

export const FixedColumns: Story = {
  args: { columns: 3, gap: 4 },
  render: (args) => (
    <Grid {...args}>
      {Array.from({ length: 6 }, (_, i) => (
        <Card key={i} style={cell}>
          Product {i + 1}
        </Card>
      ))}
    </Grid>
  ),
};

export const Spans: Story = {
  args: { columns: 4, gap: 4 },
  render: (args) => (
    <Grid {...args}>
      <Grid.Item span="full">
        <Card style={cell}>Header (full row)</Card>
      </Grid.Item>
      <Grid.Item span={{ xs: 4, md: 3 }}>
        <Card style={cell}>Orders table (3 columns)</Card>
      </Grid.Item>
      <Grid.Item span={{ xs: 4, md: 1 }}>
        <Card style={cell}>Filters</Card>
      </Grid.Item>
    </Grid>
  ),
  play: async ({ canvas }) => {
    const header = canvas.getByText('Header (full row)').parentElement;
    if (!header) throw new Error('no cell');
    await expect(getComputedStyle(header).gridColumnStart).toBe('1');
  },
};

export const AsList: Story = {
  args: { columns: 2, gap: 3, as: 'ul', style: { listStyle: 'none', padding: 0, margin: 0 } },
  render: (args) => (
    <Grid {...args} aria-label="Warehouses">
      {['Paris', 'Berlin', 'Lyon', 'Dubai'].map((city) => (
        <Grid.Item key={city} as="li">
          <Card style={cell}>{city}</Card>
        </Grid.Item>
      ))}
    </Grid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Warehouses' }).children).toHaveLength(4);
  },
};
