import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The jsdom tests' helpers for a wizard in English: fields by label, Next, Back, the step. */
export const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
export const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Next' }));
export const back = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Back' }));
/** Waits for the step whose heading is `name`. */
export const step = (name: string) => screen.findByRole('heading', { level: 2, name });

/** Types each value into the field of that label, replacing what was there. */
export async function typeAll(user: UserEvent, values: [RegExp, string][]) {
  for (const [label, value] of values) {
    await user.clear(input(label));
    await user.type(input(label), value);
  }
}
