import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { sampleNav } from './nav-menu.fixtures.ts';
import { HorizontalNav } from './horizontal-nav.tsx';
import { NavMenu } from './nav-menu.tsx';

const meta = {
  title: 'UI/Navigation/NavMenu',
  component: NavMenu,
  args: {
    'aria-label': 'Main',
    entries: sampleNav,
    activeId: 'ecommerce.orderList',
    style: { inlineSize: 260 },
  },
} satisfies Meta<typeof NavMenu>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const dashboards = canvas.getByRole('button', { name: /Dashboards/ });
    await userEvent.click(dashboards);
    await expect(dashboards).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Academy' })).toBeVisible();
  },
};

export const NothingActive: Story = { args: { activeId: undefined } };

/** The icon rail of a collapsed sidebar: labels hidden but still the accessible names. */
export const Collapsed: Story = {
  args: { collapsed: true, style: { inlineSize: 72 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Chat' })).toBeInTheDocument();
  },
};

/** The horizontal layout's top menu, from the same entries. */
export const Horizontal: StoryObj<typeof HorizontalNav> = {
  render: () => (
    <HorizontalNav aria-label="Main" entries={sampleNav} activeId="ecommerce.orderList" />
  ),
  play: async ({ canvas }) => {
    // A section is a dropdown too; the group inside it opens as a submenu.
    await userEvent.click(canvas.getByRole('button', { name: 'Apps & pages' }));
    const body = within(document.body);
    await userEvent.click(await body.findByRole('menuitem', { name: 'eCommerce' }));
    await expect(await body.findByRole('menuitem', { name: 'Orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
