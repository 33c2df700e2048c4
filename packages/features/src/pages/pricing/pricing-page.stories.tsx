import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';

import { helpCenterHandlers } from '@atrium/mocks';

import { pagesPaths } from '../routes.ts';
import { at, patient } from '../test/help-stories.ts';
import { PricingPage } from './pricing-page.tsx';

const meta = {
  title: 'Features/Pages/Pricing/PricingPage',
  component: PricingPage,
  parameters: at(pagesPaths.pricing),
} satisfies Meta<typeof PricingPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const planCards = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('article');

/** Signed out: every plan can be chosen, none is marked; the billing questions load. */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    // The billing questions (accordion headings) have loaded.
    await within(canvasElement).findAllByRole('heading', { level: 4 }, patient);
    const cards = planCards(canvasElement);
    await expect(cards).toHaveLength(4);
    for (const card of cards) await expect(within(card).getByRole('link')).toBeVisible();
  },
};

/** A signed-in account on the Team plan: its card is marked and cannot be chosen again. */
export const CurrentPlan: Story = {
  parameters: {
    msw: {
      handlers: {
        helpCenter: [
          http.get('*/api/pages/pricing/current-plan', () => HttpResponse.json({ plan: 'team' })),
          ...helpCenterHandlers,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const team = planCards(canvasElement)[1] as HTMLElement;
    const current = await within(team).findByRole('button', {}, patient);
    await expect(current).toHaveAttribute('aria-disabled', 'true');
    await expect(within(team).queryByRole('link')).toBeNull();
    for (const other of planCards(canvasElement).filter((card) => card !== team))
      await expect(within(other).getByRole('link')).toBeVisible();
  },
};
