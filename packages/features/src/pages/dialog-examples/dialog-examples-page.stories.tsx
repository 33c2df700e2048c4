import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';

import { dialogExamplesHandlers } from '@atrium/mocks';

import { patient } from '../../test/story-handlers.ts';
import { href } from '../routes.ts';
import { DialogExamplesPage } from './dialog-examples-page.tsx';
import { DIALOG_EXAMPLES } from './examples.tsx';
import { dialogOf } from './test/dialog-stories.ts';

const meta = {
  title: 'Features/Pages/DialogExamples/DialogExamplesPage',
  component: DialogExamplesPage,
  parameters: { layout: 'padded', router: { initialEntry: href('dialogExamples') } },
} satisfies Meta<typeof DialogExamplesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A card per example, no app created yet; Open opens the example's dialog. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const example of DIALOG_EXAMPLES)
      await expect(canvas.getByTestId(`dialog-example-${example.id}`)).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 3 }, patient)).toBeVisible();
    await userEvent.click(canvas.getByTestId('dialog-example-paymentProviders-open'));
    const { inDialog } = await dialogOf(canvasElement);
    await expect(await inDialog.findByTestId('provider-paypal', {}, patient)).toBeChecked();
  },
};

/** The created apps could not be loaded: the card says so and offers a retry. */
export const AppsError: Story = {
  parameters: {
    msw: {
      handlers: {
        dialogExamples: [
          http.get('*/api/pages/dialog-examples/apps', () =>
            HttpResponse.json({ message: 'Server error' }, { status: 500 }),
          ),
          ...dialogExamplesHandlers,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector<HTMLElement>('[aria-labelledby="created-apps-title"]');
    if (!card) throw new Error('No created apps card');
    await expect(await within(card).findByRole('button', {}, patient)).toBeVisible();
  },
};
