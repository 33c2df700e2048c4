import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';

import type { CustomerDetails } from '@atrium/mocks/types';

import { withEcommerce } from '../../test/story-handlers.ts';
import { CustomerSecurityTab } from './customer-security-tab.tsx';
import { customerPartMeta, seededCustomer } from './test/story-customers.ts';

const PASSWORD = '*/api/apps/ecommerce/customers/:id/password';
const TWO_STEP = '*/api/apps/ecommerce/customers/:id/two-step';
const serverError = () => HttpResponse.json({ message: 'Server error' }, { status: 500 });

const meta = {
  title: 'Features/Ecommerce/Customers/CustomerSecurityTab',
  ...customerPartMeta(CustomerSecurityTab),
} satisfies Meta<typeof CustomerSecurityTab>;
export default meta;

type Story = StoryObj<typeof meta>;

const fieldsOf = (form: HTMLElement) => {
  const [password, confirm] = form.querySelectorAll('input');
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!password || !confirm || !submit) throw new Error('No password form');
  return { password, confirm, submit };
};

const toastShown = (canvasElement: HTMLElement, severity: 'success' | 'error') =>
  waitFor(() =>
    expect(
      canvasElement.ownerDocument.querySelector(`[data-severity="${severity}"]`),
    ).not.toBeNull(),
  );

/** What the fake API has stored for the customer, read back through the details call. */
const storedDetails = async () =>
  (await (
    await fetch(`/api/apps/ecommerce/customers/${seededCustomer.customerId}`)
  ).json()) as CustomerDetails;

/** The empty password form and two-step verification as stored (on for this customer). */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('two-step-switch')).toHaveAttribute('aria-checked', 'true');
    const { password } = fieldsOf(canvas.getByTestId('password-form'));
    await expect(password).toHaveValue('');
  },
};

/** A weak password is refused, then a mismatched confirmation; a good pair is sent and accepted. */
export const ChangePassword: Story = {
  play: async ({ canvas, canvasElement }) => {
    const { password, confirm, submit } = fieldsOf(canvas.getByTestId('password-form'));
    await userEvent.type(password, 'weak');
    await userEvent.click(submit);
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.clear(password);
    await userEvent.type(password, 'Harbour2026');
    await userEvent.type(confirm, 'Harbour2025');
    await userEvent.click(submit);
    await waitFor(() => expect(confirm).toHaveAttribute('aria-invalid', 'true'));
    await expect(password).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'Harbour2026');
    await userEvent.click(submit);
    // Accepted by the fake API: the form empties and a toast confirms.
    await waitFor(() => expect(password).toHaveValue(''));
    await toastShown(canvasElement, 'success');
  },
};

/** The server refuses the password: its messages show under the fields, the input stays. */
export const ServerFieldErrors: Story = {
  parameters: withEcommerce(
    http.post(PASSWORD, () =>
      HttpResponse.json(
        {
          errors: {
            password: ['password must not be one of the last 5 passwords.'],
            confirm: ['confirm must match password.'],
          },
        },
        { status: 400 },
      ),
    ),
  ),
  play: async ({ canvas }) => {
    const form = canvas.getByTestId('password-form');
    const { password, confirm } = fieldsOf(form);
    await userEvent.type(password, 'Harbour2026');
    await userEvent.type(confirm, 'Harbour2026{Enter}');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await expect(
      canvas.getByText('password must not be one of the last 5 passwords.'),
    ).toBeVisible();
    await expect(password).toHaveValue('Harbour2026');
    await expect(password).toHaveFocus();
  },
};

/** Two-step verification is turned off and back on; each change is stored by the fake API. */
export const TwoStep: Story = {
  play: async ({ canvas, canvasElement }) => {
    const toggle = canvas.getByTestId('two-step-switch');
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    await toastShown(canvasElement, 'success');
    await waitFor(async () => expect((await storedDetails()).twoStepEnabled).toBe(false));
    await waitFor(() => expect(toggle).not.toHaveAttribute('aria-busy'));
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    await waitFor(async () => expect((await storedDetails()).twoStepEnabled).toBe(true));
  },
};

/**
 * Both calls fail: the password stays typed with an error toast, and the switch goes back to the
 * stored value with another.
 */
export const ServerError: Story = {
  parameters: withEcommerce(http.post(PASSWORD, serverError), http.put(TWO_STEP, serverError)),
  play: async ({ canvas, canvasElement }) => {
    const { password, confirm, submit } = fieldsOf(canvas.getByTestId('password-form'));
    await userEvent.type(password, 'Harbour2026');
    await userEvent.type(confirm, 'Harbour2026');
    await userEvent.click(submit);
    await toastShown(canvasElement, 'error');
    await expect(password).toHaveValue('Harbour2026');
    await expect(confirm).toHaveValue('Harbour2026');
    await waitFor(() => expect(submit).not.toHaveAttribute('aria-busy'));
    const toggle = canvas.getByTestId('two-step-switch');
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toHaveAttribute('aria-busy'));
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect((await storedDetails()).twoStepEnabled).toBe(true);
  },
};
