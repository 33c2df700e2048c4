import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { Typography } from '@atrium/ui';

import { withMaxWidth } from '../../test/story-layout.tsx';
import {
  control,
  expectRefused,
  submitForm,
  typeInto,
  footerShown,
} from '../test/front-story-kit.ts';
import { FrontFooter } from './front-footer.tsx';
import { FrontLayout } from './front-layout.tsx';
import { FrontTopBar } from './front-top-bar.tsx';

const meta = {
  title: 'Features/FrontPages/Layout',
  component: FrontLayout,
  parameters: { layout: 'fullscreen', router: { initialEntry: '/front-pages/landing' } },
  args: {
    page: 'landing',
    children: <Typography>…</Typography>,
  },
} satisfies Meta<typeof FrontLayout>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The whole frame around an empty page, once its footer's chunk has loaded. */
export const Frame: Story = {
  play: async ({ canvasElement }) => {
    await footerShown(canvasElement);
  },
};

/** The top bar alone, wide: section links, Pricing, language, theme and Admin. */
export const TopBar: Story = {
  render: () => <FrontTopBar />,
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(within(nav).getAllByRole('link')).toHaveLength(6);
    await expect(canvasElement.querySelector('a[href="/login"]')).not.toBeNull();
  },
};

/** Below 900 px the links move into a drawer behind the menu button. */
export const TopBarMobile: Story = {
  decorators: [withMaxWidth(360)],
  render: () => <FrontTopBar compact />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
    // The menu's own button replaces its stand-in once the drawer's chunk has loaded.
    await waitFor(() => control(canvasElement, 'header button[aria-haspopup="dialog"]'), {
      timeout: 10_000,
    });
    await userEvent.click(control(canvasElement, 'header button[aria-haspopup="dialog"]'));
    const drawer = await within(document.body).findByRole('dialog');
    await expect(within(drawer).getAllByRole('link')).toHaveLength(6);
  },
};

/** The footer; its newsletter form refuses a bad address, then thanks a good one. */
export const Footer: Story = {
  render: () => <FrontFooter />,
};

export const NewsletterRefusesABadAddress: Story = {
  render: () => <FrontFooter />,
  play: async ({ canvasElement }) => {
    const email = 'input[autocomplete="email"]';
    await typeInto(canvasElement, email, 'not-an-address');
    await submitForm(canvasElement, email);
    const input = await expectRefused(canvasElement, email);
    await expect(input).toHaveFocus();
    await typeInto(canvasElement, email, 'ada@example.com');
    await submitForm(canvasElement, email);
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toBeInTheDocument());
    await expect(canvasElement.querySelector(email)).toBeNull();
  },
};
