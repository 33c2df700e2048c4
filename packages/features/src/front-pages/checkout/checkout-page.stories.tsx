import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { CheckoutPage } from './checkout-page.tsx';
import { footerShown, frontPageMeta } from '../test/front-story-kit.ts';

const meta = {
  title: 'Features/FrontPages/Checkout',
  ...frontPageMeta(CheckoutPage, '/front-pages/checkout'),
} satisfies Meta<typeof CheckoutPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Links to the app's checkout wizard and to the plans. */
export const Page: Story = {
  play: async ({ canvasElement }) => {
    await footerShown(canvasElement);
    await expect(canvasElement.querySelector('a[href="/wizard-examples/checkout"]')).not.toBeNull();
    await expect(canvasElement.querySelector('a[href="/front-pages/pricing"]')).not.toBeNull();
  },
};
