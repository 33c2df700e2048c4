import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

import { withFinishSignIn } from '../register/test/sign-in-story.tsx';
import { MultiStepRegisterPage } from './multi-step-register-page.tsx';

const MultiStepScreen = withFinishSignIn(MultiStepRegisterPage);

const meta = {
  title: 'Features/Auth/MultiStepRegisterPage',
  component: MultiStepScreen,
  parameters: {
    layout: 'fullscreen',
    router: { initialEntry: '/pages/authentication/register-multi-steps' },
  },
  args: { onFinishSignIn: fn() },
} satisfies Meta<typeof MultiStepScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A field by its name, the same in every language. */
function field(canvasElement: HTMLElement, name: string): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`No ${name} field on this step`);
  return input;
}

const next = (canvasElement: HTMLElement) => {
  const button = canvasElement.querySelector<HTMLButtonElement>('form button[type="submit"]');
  if (!button) throw new Error('No Next button');
  return userEvent.click(button);
};

async function fill(canvasElement: HTMLElement, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    await userEvent.type(field(canvasElement, name), value);
  }
}

const account = {
  username: 'nora.k',
  email: 'nora@example.com',
  password: 'Secret123',
  confirm: 'Secret123',
};
const personal = {
  firstName: 'Nora',
  lastName: 'Kent',
  mobile: '+1 202 555 0147',
  pinCode: '45501',
  address: '12 Elm Street',
  city: 'Springfield',
  state: 'Ohio',
};

/** Waits for the step whose first field is `name`. */
const onStep = (canvasElement: HTMLElement, name: string) =>
  waitFor(() => expect(field(canvasElement, name)).toBeInTheDocument());

/** Step 1, as the visitor finds it. */
export const AccountStep: Story = {};

/** Step 2, after a valid account step. */
export const PersonalStep: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, account);
    await next(canvasElement);
    await onStep(canvasElement, 'firstName');
  },
};

/** Step 3: the plans as cards, the card fields and the terms. */
export const BillingStep: Story = {
  play: async (context) => {
    await PersonalStep.play?.(context);
    await fill(context.canvasElement, personal);
    await next(context.canvasElement);
    await onStep(context.canvasElement, 'cardNumber');
  },
};

/** Next on an incomplete step: refused, its errors under the fields, the first one focused. */
export const StepErrors: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, { username: 'nora.k', password: 'Secret123', confirm: 'Secret12' });
    await next(canvasElement);
    await waitFor(() => expect(field(canvasElement, 'email')).toHaveFocus());
    await expect(field(canvasElement, 'confirm')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(canvasElement, 'username')).toHaveValue('nora.k');
  },
};

/** A bad card on the last step: the number, expiry and CVC are refused before anything is sent. */
export const BillingErrors: Story = {
  play: async (context) => {
    await BillingStep.play?.(context);
    const { canvasElement, args } = context;
    await fill(canvasElement, { cardNumber: '4242 4242 4242 4241', expiry: '01/20', cvc: '1' });
    await next(canvasElement);
    await waitFor(() => expect(field(canvasElement, 'cardNumber')).toHaveFocus());
    await expect(field(canvasElement, 'expiry')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onFinishSignIn).not.toHaveBeenCalled();
  },
};

/** Back from step 2 finds step 1 as it was typed, and Next again finds step 2 as typed. */
export const BackKeepsValues: Story = {
  tags: ['no-visual'],
  play: async (context) => {
    await PersonalStep.play?.(context);
    const { canvasElement } = context;
    await fill(canvasElement, { firstName: 'Nora' });
    const back = canvasElement.querySelector<HTMLButtonElement>('form button[type="button"]');
    if (!back) throw new Error('No Back button');
    await userEvent.click(back);
    await onStep(canvasElement, 'username');
    await expect(field(canvasElement, 'email')).toHaveValue('nora@example.com');
    await expect(field(canvasElement, 'confirm')).toHaveValue('Secret123');
    await next(canvasElement);
    await onStep(canvasElement, 'firstName');
    await expect(field(canvasElement, 'firstName')).toHaveValue('Nora');
  },
};

/** The whole way through: the account is made and the app is handed its sign-in. */
export const Registers: Story = {
  tags: ['no-visual'],
  play: async (context) => {
    await BillingStep.play?.(context);
    const { canvasElement, args } = context;
    await fill(canvasElement, {
      cardNumber: '4242 4242 4242 4242',
      cardName: 'Nora Kent',
      expiry: '12/30',
      cvc: '123',
    });
    const terms = canvasElement.querySelector<HTMLButtonElement>('button[role="checkbox"]');
    if (!terms) throw new Error('No terms checkbox');
    await userEvent.click(terms);
    await next(canvasElement);
    await waitFor(() => expect(args.onFinishSignIn).toHaveBeenCalledTimes(1));
  },
};

/**
 * Arabic, right to left: the steps and the arrows follow the reading direction. Not a picture of
 * its own: the visual run already shows every story in Arabic.
 */
export const RightToLeft: Story = { tags: ['no-visual'], globals: { language: 'ar' } };
