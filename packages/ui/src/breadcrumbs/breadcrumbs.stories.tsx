import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconHome, IconSlash } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { expect, userEvent } from 'storybook/test';

import { Breadcrumbs } from './breadcrumbs.tsx';

const meta = {
  title: 'UI/Display/Breadcrumbs',
  component: Breadcrumbs,
  args: { 'aria-label': 'You are here' },
  render: (args) => (
    <Breadcrumbs {...args}>
      <Breadcrumbs.Item href="#dashboard">Dashboard</Breadcrumbs.Item>
      <Breadcrumbs.Item href="#orders">Orders</Breadcrumbs.Item>
      <Breadcrumbs.Item current>Order #1042</Breadcrumbs.Item>
    </Breadcrumbs>
  ),
} satisfies Meta<typeof Breadcrumbs>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'You are here' });
    await expect(nav.querySelector('ol')).not.toBeNull();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('Order #1042')).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Orders' })).toHaveFocus();
  },
};

/** The landmark's name comes from the translations when none is given. */
export const DefaultLabel: Story = {
  args: { 'aria-label': undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation')).toHaveAccessibleName(/\S/);
  },
};

export const WithIcon: Story = {
  render: (args) => (
    <Breadcrumbs {...args}>
      <Breadcrumbs.Item href="#home" icon={<IconHome size={18} aria-hidden />}>
        Home
      </Breadcrumbs.Item>
      <Breadcrumbs.Item href="#products">Products</Breadcrumbs.Item>
      <Breadcrumbs.Item current>Wireless Earbuds Pro</Breadcrumbs.Item>
    </Breadcrumbs>
  ),
};

export const CustomSeparator: Story = {
  args: { separator: <IconSlash size={14} /> },
};

export const Collapsed: Story = {
  render: (args) => (
    <Breadcrumbs {...args} maxItems={4} itemsBeforeCollapse={1} itemsAfterCollapse={2}>
      <Breadcrumbs.Item href="#home">Home</Breadcrumbs.Item>
      <Breadcrumbs.Item href="#catalogue">Catalogue</Breadcrumbs.Item>
      <Breadcrumbs.Item href="#electronics">Electronics</Breadcrumbs.Item>
      <Breadcrumbs.Item href="#audio">Audio</Breadcrumbs.Item>
      <Breadcrumbs.Item href="#headphones">Headphones</Breadcrumbs.Item>
      <Breadcrumbs.Item current>Wireless Earbuds Pro</Breadcrumbs.Item>
    </Breadcrumbs>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Catalogue' })).toBeNull();
    await userEvent.tab();
    await userEvent.tab();
    // The "…" button: the only button in the trail, named in the story's language.
    const more = canvas.getByRole('button');
    await expect(more).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // Focus lands on the first crumb that was hidden.
    await expect(canvas.getByRole('link', { name: 'Catalogue' })).toHaveFocus();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
  },
};

export const RouterLinks: Story = {
  render: (args) => (
    <Breadcrumbs {...args}>
      <Breadcrumbs.Item asChild>
        <Link to="/customers">Customers</Link>
      </Breadcrumbs.Item>
      <Breadcrumbs.Item current>Olivia Martin</Breadcrumbs.Item>
    </Breadcrumbs>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Customers' })).toHaveAttribute(
      'href',
      '/customers',
    );
  },
};
