import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { PlanComparison } from './plan-comparison.tsx';
import { PricingPage } from './pricing-page.tsx';
import { PricingPlans } from './pricing-plans.tsx';
import { frontPageMeta, footerShown } from '../test/front-story-kit.ts';

const meta = {
  title: 'Features/FrontPages/Pricing',
  ...frontPageMeta(PricingPage, '/front-pages/pricing'),
} satisfies Meta<typeof PricingPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Page: Story = {
  play: async ({ canvasElement }) => {
    await footerShown(canvasElement);
  },
};

/** The plans billed monthly: each card's Choose goes to the payment page with its plan. */
export const Plans: Story = {
  render: () => <PricingPlans />,
  play: async ({ canvasElement }) => {
    const choose = canvasElement.querySelector('a[href*="plan=team"]');
    await expect(choose?.getAttribute('href')).toBe(
      '/front-pages/payment?plan=team&billing=monthly',
    );
  },
};

/** The annual switch: prices per month drop, each card says what a year saves. */
export const PlansAnnual: Story = {
  render: () => <PricingPlans />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('switch'));
    await waitFor(() =>
      expect(canvasElement.querySelector('a[href*="plan=team"]')?.getAttribute('href')).toBe(
        '/front-pages/payment?plan=team&billing=annual',
      ),
    );
  },
};

export const Comparison: Story = {
  render: () => <PlanComparison />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    // A header row, then one row per limit.
    await expect(within(table).getAllByRole('row')).toHaveLength(10);
  },
};
