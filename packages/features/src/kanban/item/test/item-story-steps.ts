import { expect, userEvent, waitFor, within } from 'storybook/test';

import { patient } from '../../../test/story-handlers.ts';

/** The open item drawer (in the document's body), once its team of members is drawn. */
export async function drawerOf(canvasElement: HTMLElement): Promise<HTMLElement> {
  const drawer = await within(canvasElement.ownerDocument.body).findByTestId(
    'kanban-item-drawer',
    {},
    patient,
  );
  await within(drawer).findByTestId('kanban-item-members', {}, patient);
  return drawer;
}

/** A field of the drawer's form by its name (language-neutral). */
export function fieldOf(drawer: HTMLElement, name: 'title' | 'comment'): HTMLElement {
  const field = drawer.querySelector<HTMLElement>(`[name="${name}"]`);
  if (!field) throw new Error(`No ${name} field`);
  return field;
}

/** The toggle chips of the labels (in the set's order) or of the members. */
export const choicesOf = (drawer: HTMLElement, group: 'labels' | 'members') =>
  within(within(drawer).getByTestId(`kanban-item-${group}`)).getAllByRole('button');

/** Replaces the title and presses Update. */
export async function retitleAndUpdate(drawer: HTMLElement, title: string) {
  const field = fieldOf(drawer, 'title');
  await userEvent.clear(field);
  await userEvent.type(field, title);
  await userEvent.click(within(drawer).getByTestId('kanban-item-update'));
}

/** The confirm dialog in front (delete or discard). */
export const confirmOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('alertdialog', {}, patient);

/** Waits for a toast (a status message) that names `text`. */
export async function expectToast(canvasElement: HTMLElement, text: string) {
  await waitFor(() => {
    const toasts = [...canvasElement.ownerDocument.querySelectorAll('[role="status"]')];
    return expect(toasts.some((toast) => toast.textContent?.includes(text))).toBe(true);
  }, patient);
}
