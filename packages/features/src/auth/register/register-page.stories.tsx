import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

import { RegisterPage } from './register-page.tsx';
import { withFinishSignIn } from './test/sign-in-story.tsx';

const RegisterScreen = withFinishSignIn(RegisterPage);

const meta = {
  title: 'Features/Auth/RegisterPage',
  component: RegisterScreen,
  parameters: { layout: 'fullscreen', router: { initialEntry: '/register' } },
  args: { look: 'v1', onFinishSignIn: fn() },
} satisfies Meta<typeof RegisterScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The form's parts, found the same way in every language. */
function parts(canvasElement: HTMLElement) {
  const q = <T extends HTMLElement>(selector: string) => {
    const el = canvasElement.querySelector<T>(selector);
    if (!el) throw new Error(`No ${selector} in the register form`);
    return el;
  };
  return {
    username: q<HTMLInputElement>('input[name="username"]'),
    email: q<HTMLInputElement>('input[name="email"]'),
    password: q<HTMLInputElement>('input[name="password"]'),
    terms: q<HTMLButtonElement>('button[role="checkbox"]'),
    submit: q<HTMLButtonElement>('button[type="submit"]'),
  };
}

/** Types a whole registration and sends it. */
async function register(canvasElement: HTMLElement, email: string) {
  const form = parts(canvasElement);
  await userEvent.type(form.username, 'nora.k');
  await userEvent.type(form.email, email);
  await userEvent.type(form.password, 'Secret123');
  await userEvent.click(form.terms);
  await userEvent.click(form.submit);
  return form;
}

export const V1: Story = {};

/** The split look: the illustration beside the form (mirrored in Arabic, gone below 900 px). */
export const V2: Story = { args: { look: 'v2' } };

/**
 * Arabic, right to left, in the split look. Not a picture of its own: the visual run already
 * shows every story in Arabic.
 */
export const RightToLeft: Story = {
  tags: ['no-visual'],
  args: { look: 'v2' },
  globals: { language: 'ar' },
};

/** A new account against the fake API: the app is handed its sign-in. */
export const Registers: Story = {
  tags: ['no-visual'],
  play: async ({ args, canvasElement }) => {
    await register(canvasElement, 'nora@example.com');
    await waitFor(() => expect(args.onFinishSignIn).toHaveBeenCalledTimes(1));
  },
};

/** The server knows the email: its refusal shows under the field and nothing typed is lost. */
export const TakenEmail: Story = {
  play: async ({ args, canvasElement }) => {
    const form = await register(canvasElement, 'client@demo.com');
    await waitFor(() => expect(form.email).toHaveAttribute('aria-invalid', 'true'));
    await expect(form.email).toHaveFocus();
    await expect(form.email).toHaveValue('client@demo.com');
    await expect(form.username).toHaveValue('nora.k');
    await expect(form.password).toHaveValue('Secret123');
    await expect(form.terms).toHaveAttribute('aria-checked', 'true');
    await expect(args.onFinishSignIn).not.toHaveBeenCalled();
  },
};

/** Sent and waiting: the button spins and takes no second click. */
export const Sending: Story = {
  parameters: {
    msw: {
      handlers: { authRegister: [http.post('*/api/auth/register', () => delay('infinite'))] },
    },
  },
  play: async ({ canvasElement }) => {
    const { submit } = await register(canvasElement, 'nora@example.com');
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
  },
};

/** Sent with nothing filled in: every field says what it needs, the first takes the focus. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const form = parts(canvasElement);
    await userEvent.type(form.password, 'abc');
    await userEvent.click(form.submit);
    await waitFor(() => expect(form.username).toHaveFocus());
    await expect(form.email).toHaveAttribute('aria-invalid', 'true');
    await expect(form.terms).toHaveAttribute('aria-invalid', 'true');
  },
};
