import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';

import { HorizontalNav } from '../nav-menu/horizontal-nav.tsx';
import { sampleNav } from '../nav-menu/nav-menu.fixtures.ts';
import { brand, navbar, navigation, pageContent } from './app-shell.fixtures.tsx';
import { AppShell } from './app-shell.tsx';

const meta = {
  title: 'UI/Layout/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    layout: 'vertical',
    brand,
    navigation,
    navbar: navbar(),
    footer: '© 2026 Atrium',
    mobileNavTitle: 'Navigation',
    menuButtonLabel: 'Open navigation',
    children: pageContent,
  },
} satisfies Meta<typeof AppShell>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Vertical: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  },
};

export const Collapsed: Story = { args: { collapsed: true } };

export const Horizontal: Story = {
  args: {
    layout: 'horizontal',
    horizontalNavigation: (
      <HorizontalNav aria-label="Main" entries={sampleNav} activeId="ecommerce.orderList" />
    ),
  },
};

export const WideContent: Story = { args: { contentWidth: 'wide' } };

export const WallScreen: Story = { args: { layout: 'coin360' } };

/**
 * Below the large breakpoint the navigation opens in a drawer from the menu button (switch the
 * viewport to Mobile 360 to use it); here it starts open.
 */
export const MobileDrawer: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(true);
    return <AppShell {...args} mobileNavOpen={open} onMobileNavOpenChange={setOpen} />;
  },
  play: async () => {
    const body = within(document.body);
    const drawer = await body.findByRole('dialog', { name: 'Navigation' });
    await expect(within(drawer).getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};
