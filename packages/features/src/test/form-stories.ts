import { delay, HttpResponse, type HttpHandler } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { patient } from './story-handlers.ts';

/** What the stories of a form need: the component, its values and its save call. */
export interface FormStoryOptions<V> {
  /** The saved values the form starts from (a copy: no story edits the live db's). */
  initial: V;
  /** Builds a save call's override, e.g. `(resolver) => http.put(SETTINGS, resolver)`. */
  saveCall: (resolver: () => Response | Promise<Response>) => HttpHandler;
  /** Wraps overrides into story parameters that keep the rest of the domain (`withEcommerce`). */
  withHandlers: (...overrides: HttpHandler[]) => Record<string, unknown>;
  /** The `data-testid` of the form's Save button. */
  saveTestId: string;
  /** Whether the form reports unsaved changes (`onDirtyChange`, a spy in the stories). */
  reportsDirty?: boolean;
}

/** The input named `name` inside `root` (react-hook-form's path, e.g. `address.city`). */
export function inputNamed(root: HTMLElement, name: string): HTMLInputElement {
  const input = root.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`no ${name} field`);
  return input;
}

interface CanvasContext {
  canvasElement: HTMLElement;
}

/** Changes the form and returns the check that the change is still on screen. */
type EditKept = (canvasElement: HTMLElement) => Promise<() => Promise<unknown>>;

/**
 * A form's stories file from one description: `meta` holds the meta's fields but its title
 * (`const meta = { title: '...', ...kit.meta } satisfies Meta<...>`), `field`/`save` the form's
 * parts for play functions, `saves(edit, stored)` a play that edits, saves and waits for the fake
 * API to hold the change, `saving(edit)` the save in flight and `saveError(edit)` the save failing.
 */
export function formStories<C, V>(component: C, options: FormStoryOptions<V>) {
  const { initial, saveCall, withHandlers, saveTestId, reportsDirty = true } = options;
  const saveButton = (canvasElement: HTMLElement) => within(canvasElement).getByTestId(saveTestId);
  const save = (canvasElement: HTMLElement) => userEvent.click(saveButton(canvasElement));
  const failingSave = withHandlers(
    saveCall(() => HttpResponse.json({ message: 'Server error' }, { status: 500 })),
  );
  return {
    meta: {
      component,
      parameters: { layout: 'padded' },
      args: reportsDirty ? { initial, onDirtyChange: fn() } : { initial },
    },
    initial,
    field: inputNamed,
    saveButton,
    save,
    /** A play: `edit`, Save, then wait (patiently) until `stored` passes. */
    saves:
      (edit: (canvasElement: HTMLElement) => Promise<unknown>, stored: () => Promise<unknown>) =>
      async ({ canvasElement }: CanvasContext) => {
        await edit(canvasElement);
        await save(canvasElement);
        await waitFor(stored, patient);
      },
    /** Story parameters whose save call fails with a 500. */
    failingSave,
    /** The save is in flight (it never answers): Save shows it. */
    saving: (edit: (canvasElement: HTMLElement) => Promise<unknown>) => ({
      parameters: withHandlers(
        saveCall(async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ),
      play: async ({ canvasElement }: CanvasContext) => {
        await edit(canvasElement);
        const button = saveButton(canvasElement);
        await userEvent.click(button);
        await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'), patient);
      },
    }),
    /** The save fails: the alert says so and the form keeps what `edit` changed. */
    saveError: (edit: EditKept) => ({
      parameters: failingSave,
      play: async ({ canvasElement }: CanvasContext) => {
        const kept = await edit(canvasElement);
        await save(canvasElement);
        await waitFor(
          () => expect(within(canvasElement).getByRole('alert')).toBeVisible(),
          patient,
        );
        await kept();
      },
    }),
  };
}
