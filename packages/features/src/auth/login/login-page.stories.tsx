import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

import { LoginPage } from './login-page.tsx';

const meta = {
  title: 'Features/Auth/LoginPage',
  component: LoginPage,
  parameters: { layout: 'fullscreen', router: { initialEntry: '/login' } },
  args: { onSignedIn: fn() },
} satisfies Meta<typeof LoginPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The form's parts, found the same way in every language. */
const fields = (canvasElement: HTMLElement) => {
  const q = <T extends Element>(selector: string) => {
    const el = canvasElement.querySelector<T & HTMLElement>(selector);
    if (!el) throw new Error(`No ${selector} in the login form`);
    return el;
  };
  return {
    email: q<HTMLInputElement>('input[autocomplete="username"]'),
    password: q<HTMLInputElement>('input[autocomplete="current-password"]'),
    submit: q<HTMLButtonElement>('button[type="submit"]'),
  };
};

export const Idle: Story = {};

/** v2, the demo page `auth.login-v2`: the split screen with its picture beside the form. */
export const SplitLook: Story = {
  args: { look: 'v2' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"] > svg')).not.toBeNull();
  },
};

/** Signs in as the demo admin against the fake API. */
export const SignIn: Story = {
  play: async ({ args, canvasElement }) => {
    const { email, password } = fields(canvasElement);
    await userEvent.type(email, 'admin@demo.com');
    await userEvent.type(password, 'admin');
    await userEvent.click(fields(canvasElement).submit);
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledTimes(1));
  },
};

/** The request is in flight: the button shows its spinner. */
export const Submitting: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: [
          http.post('*/api/auth/login', async () => {
            await delay('infinite');
            return HttpResponse.json({});
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const { email, password } = fields(canvasElement);
    await userEvent.type(email, 'admin@demo.com');
    await userEvent.type(password, 'admin');
    const { submit } = fields(canvasElement);
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
  },
};

/** The server says no: its message appears under the email field and the input stays. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const { email, password } = fields(canvasElement);
    await userEvent.type(email, 'admin@demo.com');
    await userEvent.type(password, 'nope');
    await userEvent.click(fields(canvasElement).submit);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await expect(email).toHaveValue('admin@demo.com');
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const { email } = fields(canvasElement);
    await userEvent.type(email, 'nope');
    await userEvent.click(fields(canvasElement).submit);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
  },
};
