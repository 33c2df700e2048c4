import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { helpCenterHandlers } from '@atrium/mocks';

import { pagesPaths } from '../routes.ts';
import { helpPageStories, patient } from '../test/help-stories.ts';
import { PricingPage } from './pricing-page.tsx';

// The billing questions are the call the page waits on; the plans are drawn from the plan table.
const kit = helpPageStories(PricingPage, {
  domain: 'pages',
  endpoint: '*/api/pages/faq',
  path: pagesPaths.pricing,
  errorTestId: 'pricing-faq-error',
  loadedTestId: 'pricing-faq-questions',
});

const meta = {
  title: 'Features/Pages/Pricing/PricingPage',
  ...kit.meta,
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

/** The switch on Annual: each paid plan's monthly price is lower, with its saving. */
export const Annual: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const annual = await canvas.findByRole('switch', {}, patient);
    const priceOf = (card: HTMLElement) => card.textContent ?? '';
    const [, team] = planCards(canvasElement) as [HTMLElement, HTMLElement];
    const monthly = priceOf(team);
    await userEvent.click(annual);
    await expect(annual).toBeChecked();
    await waitFor(() => expect(priceOf(team)).not.toBe(monthly), patient);
    // The billing questions too, so the picture is of the whole page, taken once it is still.
    await canvas.findByTestId('pricing-faq-questions', {}, patient);
  },
};

/** The billing questions on their way: their skeleton, the plans already drawn. */
export const Loading: Story = {
  ...kit.loading,
  play: async (context) => {
    await kit.loading.play(context);
    await expect(planCards(context.canvasElement)).toHaveLength(4);
  },
};

/** The billing questions failed: the error with its retry, which loads them. */
export const ServerError: Story = kit.serverError;
