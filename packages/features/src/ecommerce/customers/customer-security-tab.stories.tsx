import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';

import { CustomerSecurityTab } from './customer-security-tab.tsx';
import { seededCustomer } from './test/story-customers.ts';

const meta = {
  title: 'Features/Ecommerce/Customers/CustomerSecurityTab',
  component: CustomerSecurityTab,
  parameters: { layout: 'padded' },
  args: { customer: seededCustomer },
} satisfies Meta<typeof CustomerSecurityTab>;
export default meta;

type Story = StoryObj<typeof meta>;

const fieldsOf = (form: HTMLElement) => {
  const [password, confirm] = form.querySelectorAll('input');
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!password || !confirm || !submit) throw new Error('No password form');
  return { password, confirm, submit };
};

/** The empty password form and two-step verification off. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('two-step-switch')).toHaveAttribute('aria-checked', 'false');
    const { password } = fieldsOf(canvas.getByTestId('password-form'));
    await expect(password).toHaveValue('');
  },
};

/** A weak password is refused, then a mismatched confirmation; a good pair is accepted. */
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
    // Accepted: the form empties and a toast confirms.
    await waitFor(() => expect(password).toHaveValue(''));
    await waitFor(() =>
      expect(canvasElement.ownerDocument.querySelector('[data-severity="success"]')).not.toBeNull(),
    );
  },
};

/** Two-step verification toggles on and back off. */
export const TwoStep: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByTestId('two-step-switch');
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
  },
};
