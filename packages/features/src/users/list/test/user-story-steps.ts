import { expect, userEvent, waitFor, within } from 'storybook/test';

import { patient } from '../../../test/story-handlers.ts';
import type { UserFormValues } from '../user-schema.ts';

/** A new user no seeded user clashes with. */
export const newUser = {
  fullName: 'Grace Hopper',
  username: 'ghopper',
  email: 'grace@navy.example',
  contact: '+1 555 010 0101',
  company: 'Navy',
  country: 'United States',
} as const satisfies Partial<UserFormValues>;

/** The open drawer (a dialog in the document's body). */
export const drawerOf = async (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByTestId('user-drawer', {}, patient);

/** An input of the drawer's form by its field name (language-neutral). */
export function inputOf(drawer: HTMLElement, name: keyof UserFormValues): HTMLInputElement {
  const input = drawer.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`No ${name} field`);
  return input;
}

/** Types the values into the drawer's text fields and presses Save. */
export async function fillAndSave(drawer: HTMLElement, values: Partial<UserFormValues>) {
  for (const [name, value] of Object.entries(values)) {
    const input = inputOf(drawer, name as keyof UserFormValues);
    await userEvent.clear(input);
    await userEvent.type(input, value);
  }
  await userEvent.click(within(drawer).getByTestId('user-save'));
}

/** The field is refused (its error under it) and keeps what was typed. */
export async function expectRefused(drawer: HTMLElement, name: keyof UserFormValues, kept: string) {
  const input = inputOf(drawer, name);
  await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'), patient);
  await expect(input).toHaveValue(kept);
  const describedBy = input.getAttribute('aria-describedby') ?? '';
  const message = describedBy
    .split(' ')
    .map((id) => input.ownerDocument.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
  await expect(message).not.toBe('');
}

/** Waits for a toast (a status message) that names `text`. */
export async function expectToast(canvasElement: HTMLElement, text: string) {
  await waitFor(() => {
    const toasts = [...canvasElement.ownerDocument.querySelectorAll('[role="status"]')];
    return expect(toasts.some((toast) => toast.textContent?.includes(text))).toBe(true);
  }, patient);
}
