import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconDotsVertical } from '@tabler/icons-react';
import { expect } from 'storybook/test';

import { Button } from '../button/button.tsx';
import { Grid } from '../grid/grid.tsx';
import { Typography } from '../typography/typography.tsx';
import { Card } from './card.tsx';
import cover from './card-cover.svg';

const meta = {
  title: 'UI/Display/Card',
  component: Card,
  args: { variant: 'elevated', style: { maxInlineSize: 380 } },
  argTypes: { variant: { control: 'inline-radio', options: ['elevated', 'outlined'] } },
} satisfies Meta<typeof Card>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args) => (
    <Card {...args} as="section" aria-labelledby="card-title">
      <Card.Header
        titleId="card-title"
        title="Sales overview"
        subtitle="Last 30 days"
        action={
          <Button variant="text" color="secondary" size="sm" aria-label="More actions">
            <IconDotsVertical size={18} />
          </Button>
        }
      />
      <Card.Content>
        <Typography color="secondary">
          Orders grew by 18% compared with the previous period, led by electronics and accessories.
        </Typography>
      </Card.Content>
      <Card.Actions>
        <Button>View report</Button>
        <Button variant="tonal" color="secondary">
          Share
        </Button>
      </Card.Actions>
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Sales overview' })).toBeInTheDocument();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Sales overview' }),
    ).toBeInTheDocument();
  },
};

export const Outlined: Story = {
  ...Playground,
  args: { variant: 'outlined' },
  play: undefined,
};

export const WithMedia: Story = {
  render: (args) => (
    <Card {...args}>
      <Card.Media src={cover} alt="" height={160} />
      <Card.Header title="Spring collection" subtitle="42 products" />
      <Card.Content>
        <Typography color="secondary">New arrivals for the season, ready to publish.</Typography>
      </Card.Content>
      <Card.Actions>
        <Button variant="text">Open collection</Button>
      </Card.Actions>
    </Card>
  ),
};

export const ContentOnly: Story = {
  render: (args) => (
    <Card {...args}>
      <Card.Content>
        <Typography variant="h4">$42,580</Typography>
        <Typography variant="body2" color="secondary">
          Revenue this month
        </Typography>
      </Card.Content>
    </Card>
  ),
};

export const FullHeight: Story = {
  args: { fullHeight: true, style: undefined },
  render: (args) => (
    <Grid columns={2} gap={4} style={{ maxInlineSize: 560 }}>
      <Card {...args} data-testid="short">
        <Card.Header title="Short" />
        <Card.Content>
          <Typography color="secondary">One line.</Typography>
        </Card.Content>
      </Card>
      <Card {...args} data-testid="tall">
        <Card.Header title="Tall" />
        <Card.Content>
          <Typography color="secondary">
            Several lines of text that make this card taller than the one beside it, so the short
            card stretches to the same height.
          </Typography>
        </Card.Content>
      </Card>
    </Grid>
  ),
  play: async ({ canvas }) => {
    const short = canvas.getByTestId('short').getBoundingClientRect().height;
    const tall = canvas.getByTestId('tall').getBoundingClientRect().height;
    await expect(short).toBe(tall);
  },
};
