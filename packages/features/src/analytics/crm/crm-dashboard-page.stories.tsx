import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { patient } from '../../test/story-handlers.ts';
import { href } from '../routes.ts';
import { CrmDashboardPage } from './crm-dashboard-page.tsx';
import { crmCards, failingHandler, loadingHandler, withCrm } from './test/crm-handlers.ts';

const meta = {
  title: 'Features/Analytics/Crm/CrmDashboardPage',
  component: CrmDashboardPage,
  parameters: {
    layout: 'padded',
    router: { initialEntry: href('dashboards.crm'), path: href('dashboards.crm') },
  },
} satisfies Meta<typeof CrmDashboardPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement, id: string) =>
  within(canvasElement).findByTestId(`crm-card-${id}`, undefined, patient);

/** Every card with the seeded figures; no card fails. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const customers = await card(canvasElement, 'top-customers');
    await expect(await within(customers).findAllByRole('link', undefined, patient)).toHaveLength(5);
    const activity = await card(canvasElement, 'activity');
    await expect(
      await within(activity).findAllByTestId(/^crm-event-/, undefined, patient),
    ).toHaveLength(6);
    const pipeline = await card(canvasElement, 'pipeline');
    await within(pipeline).findByTestId('crm-pipeline-conversion', undefined, patient);
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Every call in flight: each card shows its own skeleton. */
export const Loading: Story = {
  parameters: withCrm(...crmCards.map((c) => loadingHandler(c))),
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(canvasElement.querySelectorAll('[aria-busy="true"]')).toHaveLength(crmCards.length),
      patient,
    );
  },
};

// The pipeline call fails until the play function lets the retry through.
let pipelineFails = true;

/** One call fails: its card offers Retry, the others show their figures. */
export const OneCardFailing: Story = {
  parameters: withCrm(failingHandler('pipeline', () => pipelineFails)),
  beforeEach: () => {
    pipelineFails = true;
  },
  play: async ({ canvasElement }) => {
    const pipeline = await card(canvasElement, 'pipeline');
    await within(pipeline).findByRole('alert', undefined, patient);
    const orders = await card(canvasElement, 'orders');
    await within(orders).findByTestId('crm-orders-total', undefined, patient);
    pipelineFails = false;
    await userEvent.click(within(pipeline).getByRole('button'));
    await within(pipeline).findByTestId('crm-pipeline-conversion', undefined, patient);
    await expect(within(pipeline).queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The whole CRM API is down: every card fails on its own, the page still stands. */
export const AllFailing: Story = {
  parameters: withCrm(...crmCards.map((c) => failingHandler(c))),
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(within(canvasElement).getAllByRole('alert')).toHaveLength(crmCards.length),
      patient,
    );
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};
