import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { CustomerProfileCard } from './customer-profile-card.tsx';
import { busyCustomer, customerPartMeta } from './test/story-customers.ts';

const meta = {
  title: 'Features/Ecommerce/Customers/CustomerProfileCard',
  ...customerPartMeta(CustomerProfileCard, 360),
} satisfies Meta<typeof CustomerProfileCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Grace Haddad: who, how much, and the mail and phone links. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Grace Haddad');
    const hrefs = [...canvasElement.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    await expect(hrefs).toEqual(['mailto:grace.haddad@outlook.com', 'tel:+15550128427']);
    await expect(
      canvasElement.querySelector('img[src="/mock-assets/flags/gb.svg"]'),
    ).not.toBeNull();
  },
};

/** Edge case: a long name and email, and large figures, still fit a narrow card. */
export const LongNameAndBigFigures: Story = {
  args: { customer: busyCustomer },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      busyCustomer.customer,
    );
    await expect(canvas.getByTestId('customer-orders-count').textContent).not.toBe('1284');
  },
};
