import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

import { LANDING_SECTIONS } from '../layout/front-links.ts';
import { LandingPage } from './landing-page.tsx';
import { frontPageMeta, footerShown } from '../test/front-story-kit.ts';

const meta = {
  title: 'Features/FrontPages/Landing/Page',
  ...frontPageMeta(LandingPage, '/front-pages/landing'),
} satisfies Meta<typeof LandingPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The whole page, once its sections and footer have loaded. */
export const Page: Story = {
  play: async ({ canvasElement }) => {
    await footerShown(canvasElement);
    // Every section the top bar links to is there to scroll to.
    await waitFor(() => expect(canvasElement.querySelector('#contact')).not.toBeNull());
    for (const id of LANDING_SECTIONS)
      await expect(canvasElement.querySelector(`section#${id}`)).not.toBeNull();
  },
};
