import type { ReactNode } from 'react';
import { expect, waitFor } from 'storybook/test';

import type { Order, OrderAddress, OrderDetails } from '@atrium/mocks/types';

import { useGetOrderQuery } from '../../api/orders.ts';
import { paddedMeta } from '../../../test/story-layout.tsx';

/**
 * Order #5401 (id 1) as the fake API's seed answers `GET /api/apps/ecommerce/orders/1`: the
 * props of the order details parts. Its id is the seeded one, so edits PATCH a real order.
 */
export const seededOrder: OrderDetails = {
  id: 1,
  order: 5401,
  customerId: 495823,
  customer: 'Carter Nelson',
  email: 'carter.nelson@fastmail.com',
  avatar: '/mock-assets/avatars/carter-nelson.svg',
  payment: 3,
  status: 'Ready to Pickup',
  spent: 375.41,
  method: 'mastercard',
  date: '2026-03-03',
  time: '8:17 AM',
  methodNumber: 4638,
  items: [
    {
      productId: 18,
      productName: 'Trail Runner GTX',
      productBrand: 'Waterproof trail running shoe with grippy sole',
      image: '/mock-assets/products/trail-runner-gtx.svg',
      price: 43.45,
      qty: 2,
      total: 86.9,
    },
    {
      productId: 14,
      productName: 'Nordic Wool Scarf',
      productBrand: 'Merino scarf in a herringbone weave',
      image: '/mock-assets/products/nordic-wool-scarf.svg',
      price: 260.7,
      qty: 1,
      total: 260.7,
    },
  ],
  subtotal: 347.6,
  shipping: 0,
  tax: 27.81,
  shippingAddress: {
    name: 'Carter Nelson',
    line1: '99 Maple Avenue',
    line2: '',
    city: 'Sao Paulo',
    state: '',
    postalCode: '31708',
    country: 'Brazil',
  },
  billingAddress: {
    name: 'Carter Nelson',
    line1: '105 Harbour Road',
    line2: '',
    city: 'Shenzhen',
    state: '',
    postalCode: '94685',
    country: 'China',
  },
  activity: [
    { kind: 'placed', at: '2026-03-03T08:17:00.000Z' },
    { kind: 'confirmed', at: '2026-03-03T10:17:00.000Z' },
    { kind: 'dispatched', at: '2026-03-04T10:17:00.000Z' },
    { kind: 'readyToPickup', at: '2026-03-06T08:17:00.000Z' },
  ],
};

/**
 * The meta fields but its title of an order details part's stories: padded (at `maxInlineSize`
 * when given), showing `seededOrder`.
 */
export const orderPartMeta = <C,>(component: C, maxInlineSize?: number) => ({
  ...paddedMeta(component, maxInlineSize),
  args: { order: seededOrder },
});

/** The same order as a list row (what the order list hands its row parts). */
export const seededOrderRow: Order = {
  id: seededOrder.id,
  order: seededOrder.order,
  customerId: seededOrder.customerId,
  customer: seededOrder.customer,
  email: seededOrder.email,
  avatar: seededOrder.avatar,
  payment: seededOrder.payment,
  status: seededOrder.status,
  spent: seededOrder.spent,
  method: seededOrder.method,
  date: seededOrder.date,
  time: seededOrder.time,
  methodNumber: seededOrder.methodNumber,
};

/** Edge case: every part of an address filled, each near the 120-character limit. */
export const longAddress: OrderAddress = {
  name: 'Maximiliane Alexandra von Hohenzollern-Sigmaringen',
  line1: 'Apartment 1204, Residencial Jardins do Morumbi, Avenida Giovanni Gronchi 5930',
  line2: 'Bloco C, Torre Norte, entrada pela Rua Doutor Luiz Migliano (portaria 24 horas)',
  city: 'São José dos Campos',
  state: 'São Paulo',
  postalCode: '12242-000',
  country: 'Brazil',
};

/** Resolves once the fake API's order has reached the part (see `LiveOrder`). */
export const liveOrderLoaded = (canvasElement: HTMLElement) =>
  waitFor(() =>
    expect(canvasElement.querySelector('[data-testid="live-order"]')).toHaveAttribute(
      'data-loaded',
      'true',
    ),
  );

/**
 * Renders a part with the order as the fake API has it now (the props until the first answer),
 * as the details page does: after a save the refetched order reaches the part.
 */
export function LiveOrder({
  order,
  children,
}: {
  order: OrderDetails;
  children: (order: OrderDetails) => ReactNode;
}) {
  const { data } = useGetOrderQuery(order.id);
  // Plays wait for `data-loaded`: the first answer re-renders the part with a new order object.
  return (
    <div data-testid="live-order" data-loaded={data ? 'true' : 'false'}>
      {children(data ?? order)}
    </div>
  );
}
