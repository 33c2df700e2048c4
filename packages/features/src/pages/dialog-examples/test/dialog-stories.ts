import type { ComponentType } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';

import { patient } from '../../../test/story-handlers.ts';
import type { ExampleDialogProps } from '../example-dialog.tsx';

/**
 * An example dialog's story meta: open, with a spy for closing (a save closes it). Its stories
 * are named Open, ValidationErrors and Saved.
 */
export const dialogMeta = <C extends ComponentType<ExampleDialogProps>>(component: C) => ({
  component,
  parameters: { layout: 'padded' },
  args: { open: true, onOpenChange: fn() },
});

/** The dialog renders in a portal, outside the story's canvas. */
export async function dialogOf(canvasElement: HTMLElement) {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {}, patient);
  return { dialog, inDialog: within(dialog) };
}

/** The save closed the dialog (the toast says the rest). */
export async function expectClosed(args: ExampleDialogProps) {
  await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false), patient);
}

/** The field with this test id is marked invalid with a message. */
export async function expectInvalid(field: HTMLElement) {
  await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'), patient);
}

/** Queries bound to the open dialog. */
export type InDialog = Awaited<ReturnType<typeof dialogOf>>['inDialog'];
