import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { getDb } from '@atrium/mocks';

import { patient } from '../../test/story-handlers.ts';
import { CreateAppDialog } from './create-app-dialog.tsx';
import {
  dialogMeta,
  dialogOf,
  expectClosed,
  expectInvalid,
  type InDialog,
} from './test/dialog-stories.ts';

const meta = {
  title: 'Features/Pages/DialogExamples/CreateAppDialog',
  ...dialogMeta(CreateAppDialog),
} satisfies Meta<typeof CreateAppDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The wizard's buttons: Back (from the second step) then Next or Create, last in the panel. */
const next = async (inDialog: InDialog) => {
  const buttons = within(inDialog.getByTestId('create-app-wizard')).getAllByRole('button');
  await userEvent.click(buttons[buttons.length - 1] as HTMLElement);
};

/** The first step: the app's name and category. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const { inDialog } = await dialogOf(canvasElement);
    await expect(await inDialog.findByTestId('app-name', {}, patient)).toHaveValue('');
  },
};

/** Types a name and goes `steps` steps on from the first (the name is all step one needs). */
const stepsOn = async (canvasElement: HTMLElement, steps: number) => {
  const { inDialog } = await dialogOf(canvasElement);
  await userEvent.type(await inDialog.findByTestId('app-name', {}, patient), 'Stock keeper');
  for (let step = 0; step < steps; step += 1) await next(inDialog);
  return inDialog;
};

/** The second step: the four frameworks as radio cards, the first one chosen. */
export const FrameworkStep: Story = {
  play: async ({ canvasElement }) => {
    const inDialog = await stepsOn(canvasElement, 1);
    await waitFor(() => expect(inDialog.getAllByRole('radio')).toHaveLength(4), patient);
    await expect(inDialog.getAllByRole('radio', { checked: true })).toHaveLength(1);
  },
};

/** The third step: the four databases, the first one chosen. */
export const DatabaseStep: Story = {
  // No picture: the dialog's description line lands a pixel apart from run to run on this step
  // (about 600 pixels differ), and its play function checks the step's state without one.
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const inDialog = await stepsOn(canvasElement, 2);
    await waitFor(
      () =>
        expect(inDialog.getByRole('radio', { checked: true })).toHaveAttribute('value', 'postgres'),
      patient,
    );
    await expect(inDialog.getAllByRole('radio')).toHaveLength(4);
  },
};

/** The last step before Create: everything chosen, the card by its brand and last four digits. */
export const ReviewStep: Story = {
  play: async ({ canvasElement }) => {
    const inDialog = await stepsOn(canvasElement, 3);
    await userEvent.type(await inDialog.findByTestId('app-holder', {}, patient), 'Karen Carrillo');
    await userEvent.type(inDialog.getByTestId('app-number'), '4242 4242 4242 4242');
    await userEvent.type(inDialog.getByTestId('app-expiry'), '12/29');
    await userEvent.type(inDialog.getByTestId('app-cvc'), '123');
    await next(inDialog);
    const review = await inDialog.findByTestId('app-review', {}, patient);
    await expect(review).toHaveTextContent('Stock keeper');
    await expect(review).toHaveTextContent('4242');
    await expect(review).not.toHaveTextContent('4242 4242');
  },
};

/** Next without a name is refused with the message under the field; so is a bad card. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const { inDialog } = await dialogOf(canvasElement);
    const name = await inDialog.findByTestId('app-name', {}, patient);
    await next(inDialog);
    await expectInvalid(name);
    await expect(inDialog.getByRole('alert')).toBeVisible();
    await userEvent.type(name, 'Stock keeper');
    await next(inDialog);
    await next(inDialog);
    await next(inDialog);
    const number = await inDialog.findByTestId('app-number', {}, patient);
    await userEvent.type(number, '4242 4242 4242 4241');
    await next(inDialog);
    await expectInvalid(number);
    await expect(number).toHaveValue('4242 4242 4242 4241');
  },
};

/** Every step filled, Back keeps the name, and Create stores the app with its card's last digits. */
export const Saved: Story = {
  play: async ({ args, canvasElement }) => {
    const { inDialog } = await dialogOf(canvasElement);
    await userEvent.type(await inDialog.findByTestId('app-name', {}, patient), 'Stock keeper');
    await next(inDialog);
    await userEvent.click(await inDialog.findByRole('radio', { name: /Vue/ }, patient));
    // Back, then Next again: the name typed is still there.
    const buttons = within(inDialog.getByTestId('create-app-wizard')).getAllByRole('button');
    await userEvent.click(buttons[buttons.length - 2] as HTMLElement);
    await expect(await inDialog.findByTestId('app-name', {}, patient)).toHaveValue('Stock keeper');
    await next(inDialog);
    await expect(await inDialog.findByRole('radio', { name: /Vue/ }, patient)).toBeChecked();
    await next(inDialog);
    await next(inDialog);
    await userEvent.type(await inDialog.findByTestId('app-holder', {}, patient), 'Karen Carrillo');
    await userEvent.type(inDialog.getByTestId('app-number'), '4242 4242 4242 4242');
    await userEvent.type(inDialog.getByTestId('app-expiry'), '12/29');
    await userEvent.type(inDialog.getByTestId('app-cvc'), '123');
    await next(inDialog);
    await expect(await inDialog.findByTestId('app-review', {}, patient)).toHaveTextContent(
      'Stock keeper',
    );
    await next(inDialog);
    await expectClosed(args);
    await waitFor(() =>
      expect(getDb().dialogExamples.apps[0]).toMatchObject({
        name: 'Stock keeper',
        framework: 'vue',
        card: { last4: '4242' },
      }),
    );
  },
};
