import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { patient } from '../../../test/story-handlers.ts';
import { withWizards } from './signed-in.ts';

/** The play helpers every wizard's stories use: fields by name, Next, the step's heading. */
export function field(canvasElement: HTMLElement, name: string): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`No ${name} field on this step`);
  return input;
}

export const next = (canvasElement: HTMLElement) => userEvent.click(submitButton(canvasElement));

/** Waits for the step `id` (the frame's heading carries it: the same in every language). */
export const onStep = (canvasElement: HTMLElement, id: string) =>
  waitFor(
    () => expect(canvasElement.querySelector(`h2[data-step="${id}"]`)).toBeVisible(),
    patient,
  );

/** A step opened filled in (`args` initialStep and initialValues): its heading, one field's value. */
export const showsStep =
  (id: string, name: string, value: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await onStep(canvasElement, id);
    await expect(field(canvasElement, name)).toHaveValue(value);
  };

/** Waits until the field `name` is refused (shows an error). */
export const refused = (canvasElement: HTMLElement, name: string) =>
  waitFor(
    () => expect(field(canvasElement, name)).toHaveAttribute('aria-invalid', 'true'),
    patient,
  );

/**
 * Waits until the field `name` is refused and holds the focus. The form focuses the field before
 * React draws its error and the step's alert: waiting on the focus alone can end a play (and take
 * its screenshot) on a half-drawn step.
 */
export async function refusedAndFocused(canvasElement: HTMLElement, name: string) {
  await refused(canvasElement, name);
  await waitFor(() => expect(field(canvasElement, name)).toHaveFocus(), patient);
}

/** Waits for the wizard's result screen. */
export const done = (canvasElement: HTMLElement) =>
  waitFor(() => expect(within(canvasElement).getByTestId('wizard-done')).toBeVisible(), patient);

/** The wizard's Next or final button. */
export function submitButton(canvasElement: HTMLElement): HTMLButtonElement {
  const button = canvasElement.querySelector<HTMLButtonElement>('form button[type="submit"]');
  if (!button) throw new Error('No submit button');
  return button;
}

/** Types each value into the field of that name. */
export async function fill(canvasElement: HTMLElement, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const input = field(canvasElement, name);
    await userEvent.clear(input);
    await userEvent.type(input, value);
  }
}

/** Checks the `index`-th radio or checkbox card (by place: names change with the language). */
export const choose = (canvasElement: HTMLElement, role: 'radio' | 'checkbox', index: number) =>
  userEvent.click(within(canvasElement).getAllByRole(role)[index] as HTMLElement);

interface PlayContext {
  canvasElement: HTMLElement;
}

/**
 * The last step's send in its three states, for a wizard that stores one record at `endpoint`
 * (`args` start it on its review step): in flight, failing with a 500, and stored.
 */
export function sendStates<A>(endpoint: string, args: A) {
  return {
    sending: {
      args,
      parameters: withWizards(
        http.post(endpoint, async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ),
      play: async ({ canvasElement }: PlayContext) => {
        const button = submitButton(canvasElement);
        await userEvent.click(button);
        await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'), patient);
      },
    },
    serverError: {
      args,
      parameters: withWizards(http.post(endpoint, () => HttpResponse.json({}, { status: 500 }))),
      play: async ({ canvasElement }: PlayContext) => {
        await next(canvasElement);
        await waitFor(
          () => expect(within(canvasElement).getByRole('alert')).toBeVisible(),
          patient,
        );
      },
    },
    stored: {
      args,
      play: async ({ canvasElement }: PlayContext) => {
        await next(canvasElement);
        await done(canvasElement);
      },
    },
  };
}
