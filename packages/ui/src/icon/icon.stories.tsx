import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  IconArrowRight,
  IconBell,
  IconCalendar,
  IconChartBar,
  IconFileInvoice,
  IconLayoutDashboard,
  IconLayoutKanban,
  IconLock,
  IconMail,
  IconMessage,
  IconPackage,
  IconSchool,
  IconSearch,
  IconSettings,
  IconShoppingCart,
  IconTruck,
  IconUsers,
  type TablerIcon,
} from '@tabler/icons-react';
import { expect } from 'storybook/test';

import { RowOf } from '../test/story-layout.tsx';
import { Icon } from './icon.tsx';

const meta = {
  title: 'UI/Foundations/Icon',
  component: Icon,
  args: { icon: IconShoppingCart, size: 'lg', label: 'Shopping cart' },
  argTypes: {
    icon: { control: false },
    size: { control: 'select', options: ['xs', 'sm', 'md', 'lg', 'xl', 48] },
  },
} satisfies Meta<typeof Icon>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const icon = canvas.getByRole('img', { name: 'Shopping cart' });
    await expect(icon).toHaveAttribute('width', '24');
  },
};

export const Decorative: Story = {
  args: { label: undefined, 'data-testid': 'icon' } as Story['args'],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByTestId('icon')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <RowOf
      values={['xs', 'sm', 'md', 'lg', 'xl'] as const}
      render={(size) => <Icon {...args} size={size} label={`Cart, size ${size}`} />}
    />
  ),
};

export const MirroredInRtl: Story = {
  args: { icon: IconArrowRight, label: 'Next', mirrorInRtl: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Next' })).toHaveClass('at-mirror-rtl');
  },
};

const productIcons: [string, TablerIcon][] = [
  ['Dashboard', IconLayoutDashboard],
  ['Shopping cart', IconShoppingCart],
  ['Users', IconUsers],
  ['Mail', IconMail],
  ['Chat', IconMessage],
  ['Calendar', IconCalendar],
  ['Kanban', IconLayoutKanban],
  ['Invoice', IconFileInvoice],
  ['Academy', IconSchool],
  ['Logistics', IconTruck],
  ['Lock', IconLock],
  ['Settings', IconSettings],
  ['Products', IconPackage],
  ['Reports', IconChartBar],
  ['Notifications', IconBell],
  ['Search', IconSearch],
];

/** The icons the product uses in its navigation and screens. */
export const Gallery: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))',
        gap: 16,
        listStyle: 'none',
        padding: 0,
        margin: 0,
      }}
    >
      {productIcons.map(([name, icon]) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 8 }}>
          <Icon icon={icon} size="lg" />
          <span style={{ fontSize: '0.8125rem' }}>{name}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(productIcons.length);
  },
};
