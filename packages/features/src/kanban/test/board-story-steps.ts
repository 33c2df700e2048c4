import { expect, userEvent, waitFor, within } from 'storybook/test';

import { patient } from '../../test/story-handlers.ts';

/** Opens the board menu inside `scope` (a board, or a header alone) and chooses `action`. */
export async function chooseFromBoardMenu(scope: HTMLElement, action: 'rename' | 'delete') {
  await userEvent.click(await within(scope).findByTestId('kanban-board-menu', {}, patient));
  const body = within(scope.ownerDocument.body);
  await userEvent.click(await body.findByTestId(`kanban-board-${action}`, {}, patient));
}

/** Chooses Rename from the board menu in `scope`: the title field, once it has focus. */
export async function startRename(scope: HTMLElement): Promise<HTMLElement> {
  await chooseFromBoardMenu(scope, 'rename');
  const field = await within(scope).findByRole('textbox', {}, patient);
  await waitFor(() => expect(field).toHaveFocus(), patient);
  return field;
}

/**
 * Clicks the button `openerTestId` that opens an inline form ("Add new item", "Add new board"):
 * the canvas and the form's field, once it has focus.
 */
export async function openInline(canvasElement: HTMLElement, openerTestId: string) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByTestId(openerTestId, {}, patient));
  const field = canvas.getByRole('textbox');
  await waitFor(() => expect(field).toHaveFocus(), patient);
  return { canvas, field };
}

/**
 * Types `text` and Enter into an inline form's `field` whose save never answers: the field turns
 * read-only and the form's submit button busy (and inert) while the call is out.
 */
export async function submitsInFlight(
  canvasElement: HTMLElement,
  field: HTMLElement,
  text: string,
) {
  await userEvent.type(field, `${text}{Enter}`);
  await waitFor(() => expect(field).toHaveAttribute('readonly'), patient);
  const submit = within(canvasElement).getByRole('button', { busy: true });
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await expect(field).toHaveValue(text);
}
