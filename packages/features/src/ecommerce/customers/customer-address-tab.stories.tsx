import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { CustomerAddressTab } from './customer-address-tab.tsx';
import { busyCustomer, customerPartMeta, seededCustomer } from './test/story-customers.ts';

const meta = {
  title: 'Features/Ecommerce/Customers/CustomerAddressTab',
  ...customerPartMeta(CustomerAddressTab),
} satisfies Meta<typeof CustomerAddressTab>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Grace Haddad's address book and saved card: the first of each is the default. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const [address] = canvas.getAllByTestId('customer-address');
    await expect(address).toHaveTextContent(seededCustomer.addresses[0]?.line1 ?? '');
    const [card] = canvas.getAllByTestId('customer-payment-method');
    await expect(card).toHaveTextContent('3107');
    await expect(card?.querySelector('img')).toHaveAttribute(
      'src',
      '/mock-assets/brands/paypal.svg',
    );
  },
};

/** Edge case: three addresses (one long) and three cards; only the first of each is marked. */
export const ManyAddressesAndCards: Story = {
  args: { customer: busyCustomer },
  play: async ({ canvas }) => {
    const addresses = canvas.getAllByTestId('customer-address');
    const cards = canvas.getAllByTestId('customer-payment-method');
    await expect(addresses).toHaveLength(3);
    await expect(cards).toHaveLength(3);
    // The default address and the primary card carry a chip; the others do not.
    const headingRow = (item: HTMLElement) => within(item).getByRole('heading').parentElement;
    const childCount = (item: HTMLElement) => headingRow(item)?.children.length ?? 0;
    await expect(addresses.map(childCount)).toEqual([2, 1, 1]);
    await expect(addresses[1]).toHaveTextContent(busyCustomer.addresses[1]?.line1 ?? '');
  },
};
