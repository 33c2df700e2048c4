import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { PipelineCard } from './pipeline-card.tsx';
import { crmCardStories } from './test/crm-handlers.ts';

const states = crmCardStories({
  component: PipelineCard,
  card: 'pipeline',
  testId: 'crm-card-pipeline',
  ready: (card) => within(card).findByRole('list'),
  check: async (_card, list) => {
    // Five stages, read in order; the bars are drawings only.
    const stages = within(list).getAllByRole('listitem');
    await expect(stages).toHaveLength(5);
    for (const stage of stages) await expect(stage.textContent).toMatch(/\d/);
  },
});

const meta = {
  title: 'Features/Analytics/Crm/PipelineCard',
  ...states.meta,
} satisfies Meta<typeof PipelineCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The seeded deals by stage, narrowing from lead to won. */
export const Default: Story = states.Default;

/** The call is in flight: the card's own skeleton. */
export const Loading: Story = states.Loading;

/** The call fails: an error with Retry; the retry loads the figures. */
export const ServerError: Story = states.ServerError;

/** No deal yet: every stage at zero, no bar drawn. */
export const Empty: Story = {
  parameters: states.answer({
    stages: ['lead', 'qualified', 'proposal', 'negotiation', 'won'].map((stage) => ({
      stage,
      count: 0,
      value: 0,
    })),
    conversion: 0,
  }),
  play: states.inCard(async (card) => {
    await expect(await within(card).findByTestId('crm-pipeline-conversion')).toHaveTextContent(/0/);
  }),
};
