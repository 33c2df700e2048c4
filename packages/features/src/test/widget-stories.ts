import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { neverAnswering, patient, withEcommerce } from './story-handlers.ts';

interface CanvasContext {
  canvasElement: HTMLElement;
}

/**
 * The two states of a widget fed by one GET call (a summary's figures): `loading` (the call never
 * answers: no figure, no error) and `serverError` (the call fails until the error's Retry is
 * pressed; the retry brings the figure `[data-testid=loadedTestId]`).
 */
export function widgetStates(endpoint: string, loadedTestId: string) {
  // Fails until the play function lets the retry through.
  let fails = true;
  return {
    loading: {
      parameters: neverAnswering(endpoint),
      play: async ({ canvasElement }: CanvasContext) => {
        await expect(within(canvasElement).queryByTestId(loadedTestId)).toBeNull();
        await expect(within(canvasElement).queryByRole('alert')).toBeNull();
      },
    },
    serverError: {
      parameters: withEcommerce(
        http.get(endpoint, () =>
          fails ? HttpResponse.json({ message: 'Server error' }, { status: 500 }) : undefined,
        ),
      ),
      beforeEach: () => {
        fails = true;
      },
      play: async ({ canvasElement }: CanvasContext) => {
        const canvas = within(canvasElement);
        await canvas.findByRole('alert', {}, patient);
        fails = false;
        await userEvent.click(canvas.getByRole('button'));
        await canvas.findByTestId(loadedTestId, {}, patient);
        await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull(), patient);
      },
    },
  };
}
