import { expect, userEvent, waitFor, within } from 'storybook/test';

/** A control of a story's canvas by CSS selector (the same in every language), or a failure. */
export function control<T extends HTMLElement>(canvasElement: HTMLElement, selector: string): T {
  const found = canvasElement.querySelector<T>(selector);
  if (!found) throw new Error(`No ${selector} in the story`);
  return found;
}

/** Types `text` into the control at `selector`, after emptying it. */
export async function typeInto(canvasElement: HTMLElement, selector: string, text: string) {
  const input = control<HTMLInputElement>(canvasElement, selector);
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
  return input;
}

/** The control at `selector` is marked wrong, with a message tied to it. */
export async function expectRefused(canvasElement: HTMLElement, selector: string) {
  const input = control(canvasElement, selector);
  await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
  return input;
}

/** Submits the form holding the control at `selector`. */
export async function submitForm(canvasElement: HTMLElement, selector: string) {
  const form = control(canvasElement, selector).closest('form');
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!button) throw new Error(`No submit button around ${selector}`);
  await userEvent.click(button);
}

/** A front page's story meta but its title: the whole window, the router at the page's path. */
export const frontPageMeta = <C>(component: C, initialEntry: string) => ({
  component,
  parameters: { layout: 'fullscreen' as const, router: { initialEntry } },
});

/**
 * Waits for the front layout's footer, a chunk that arrives after the page: a snapshot taken before
 * it would be shorter (the visual run compares sizes too).
 */
export const footerShown = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('contentinfo', {}, { timeout: 10_000 });
