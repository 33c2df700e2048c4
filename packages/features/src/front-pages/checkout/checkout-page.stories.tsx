import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { CheckoutPage } from './checkout-page.tsx';

const meta = {
  title: 'Features/FrontPages/Checkout',
  component: CheckoutPage,
  parameters: { layout: 'fullscreen', router: { initialEntry: '/front-pages/checkout' } },
} satisfies Meta<typeof CheckoutPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Links to the app's checkout wizard and to the plans. */
export const Page: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('a[href="/wizard-examples/checkout"]')).not.toBeNull();
    await expect(canvasElement.querySelector('a[href="/front-pages/pricing"]')).not.toBeNull();
  },
};
