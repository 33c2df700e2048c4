import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';

import { patient } from '../../../test/story-handlers.ts';
import { withWizards } from '../test/signed-in.ts';
import {
  choose,
  next,
  onStep,
  refused,
  refusedAndFocused,
  sendStates,
  showsStep,
} from '../test/wizard-play.ts';
import { CreateDealPage } from './create-deal-page.tsx';
import { DEAL_DEFAULTS, type DealValues } from './deal-schema.ts';

const DEALS = '*/api/pages/wizards/deals';

const meta = {
  title: 'Features/Pages/Wizards/CreateDealPage',
  component: CreateDealPage,
  parameters: {
    layout: 'padded',
    router: { initialEntry: '/wizard-examples/create-deal' },
    ...withWizards(),
  },
} satisfies Meta<typeof CreateDealPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const deal: DealValues = {
  ...DEAL_DEFAULTS,
  discount: '15',
  title: 'Spring sale',
  code: 'SPRING15',
  client: 'Acme Retail',
  startDate: '2026-04-01',
  endDate: '2026-04-30',
  regions: ['europe', 'americas'],
  maxUses: '500',
  usesPerCustomer: '2',
  minimumSpend: '50',
};

/** Step 1: the deal types as cards, a percentage by default. */
export const TypeStep: Story = {};

/** A percentage without a figure: Next is refused and the field takes the focus. */
export const TypeRefused: Story = {
  play: async ({ canvasElement }) => {
    await next(canvasElement);
    await refusedAndFocused(canvasElement, 'discount');
    // The picture waits for the step's alert too: its height decides the picture's scale.
    await within(canvasElement).findByTestId('wizard-step-invalid', {}, patient);
  },
};

/** Step 2: the deal's title, code, client and period, as filled in. */
export const DetailsStep: Story = {
  args: { initialStep: 1, initialValues: deal },
  play: showsStep('details', 'code', deal.code),
};

/** Step 2 with an end date before the start: refused on the end date. */
export const DetailsRefused: Story = {
  args: { initialStep: 1, initialValues: { ...deal, endDate: '2026-03-01' } },
  play: async ({ canvasElement }) => {
    await next(canvasElement);
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toBeVisible(), patient);
  },
};

/** Step 3: regions and limits; a per-customer limit above the total is refused. */
export const UsageRefused: Story = {
  args: { initialStep: 2, initialValues: { ...deal, regions: [], usesPerCustomer: '900' } },
  play: async ({ canvasElement }) => {
    await next(canvasElement);
    await refused(canvasElement, 'usesPerCustomer');
    await choose(canvasElement, 'checkbox', 0);
  },
};

/** Step 3: the regions as checkbox cards and the usage limits, as filled in. */
export const UsageStep: Story = {
  args: { initialStep: 2, initialValues: deal },
  play: showsStep('usage', 'maxUses', deal.maxUses),
};

/** Step 4: the whole deal read back. */
export const Review: Story = { args: { initialStep: 3, initialValues: deal } };

const states = sendStates(DEALS, Review.args);

/** Creating: the button shows the call in flight. */
export const Creating: Story = states.sending;

/** The server fails: an alert, and the review stays to try again. */
export const ServerError: Story = states.serverError;

/** The server refuses the code: the details step comes back with the message on it. */
export const CodeTaken: Story = {
  args: Review.args,
  parameters: withWizards(
    http.post(DEALS, () =>
      HttpResponse.json(
        { errors: { code: ['This code is already used by another deal.'] } },
        { status: 400 },
      ),
    ),
  ),
  play: async ({ canvasElement }) => {
    await next(canvasElement);
    await onStep(canvasElement, 'details');
    await refusedAndFocused(canvasElement, 'code');
  },
};

/** Created: the stored deal's code and period. */
export const Created: Story = states.stored;
