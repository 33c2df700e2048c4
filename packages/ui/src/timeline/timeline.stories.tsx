import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  IconCheck,
  IconCreditCard,
  IconPackage,
  IconTruck,
  type TablerIcon,
} from '@tabler/icons-react';
import { expect } from 'storybook/test';

import { colorNames, type ColorName } from '../theme/tokens.ts';
import { Timeline } from './timeline.tsx';

const meta = {
  title: 'UI/Display/Timeline',
  component: Timeline,
  args: { position: 'end', 'aria-label': 'Order #1042 history' },
  argTypes: { position: { control: 'inline-radio', options: ['start', 'end', 'alternate'] } },
  decorators: [(Story) => <div style={{ maxInlineSize: 560 }}>{Story()}</div>],
  render: (args) => (
    <Timeline {...args}>
      <Timeline.Item title="Order placed" color="primary">
        Olivia Martin ordered 3 items for $249.00.
      </Timeline.Item>
      <Timeline.Item title="Payment confirmed" color="success">
        Paid by Visa ending 4242.
      </Timeline.Item>
      <Timeline.Item title="Shipped" color="info">
        Handed to the carrier, tracking number 1Z 999 AA1.
      </Timeline.Item>
      <Timeline.Item title="Out for delivery" color="warning" variant="outlined">
        Expected before 6 pm.
      </Timeline.Item>
    </Timeline>
  ),
} satisfies Meta<typeof Timeline>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Order #1042 history' });
    await expect(list.tagName).toBe('OL');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByText('Payment confirmed')).toBeVisible();
  },
};

export const ContentBefore: Story = { args: { position: 'start' } };

/** The order's events with their times: time, title, colour, icon, details. */
const timedEvents: [string, string, ColorName | undefined, TablerIcon, string][] = [
  ['09:12', 'Order placed', undefined, IconPackage, '3 items, $249.00'],
  ['09:14', 'Payment confirmed', 'success', IconCreditCard, 'Visa ending 4242'],
  ['14:30', 'Shipped', 'info', IconTruck, 'Tracking 1Z 999 AA1'],
  ['Tomorrow', 'Delivered', 'secondary', IconCheck, 'Awaiting delivery'],
];

const withTimes = (position: 'end' | 'alternate'): Story => ({
  args: { position },
  render: (args) => (
    <Timeline {...args}>
      {timedEvents.map(([time, title, color, Icon, details]) => (
        <Timeline.Item
          key={title}
          opposite={time}
          title={title}
          color={color}
          icon={<Icon size={18} />}
        >
          {details}
        </Timeline.Item>
      ))}
    </Timeline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('14:30')).toBeVisible();
  },
});

export const OppositeContent = withTimes('end');
export const Alternate = withTimes('alternate');

export const Colors: Story = {
  render: (args) => (
    <Timeline {...args}>
      {colorNames.map((color) => (
        <Timeline.Item key={color} title={color} color={color}>
          A {color} event.
        </Timeline.Item>
      ))}
    </Timeline>
  ),
};

export const Outlined: Story = {
  render: (args) => (
    <Timeline {...args}>
      <Timeline.Item title="Draft saved" variant="outlined" color="secondary" />
      <Timeline.Item title="Sent for review" variant="outlined" />
      <Timeline.Item title="Published" variant="outlined" color="success" />
    </Timeline>
  ),
};
