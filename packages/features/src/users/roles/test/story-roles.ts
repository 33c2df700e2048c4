import { http, HttpResponse, type HttpHandler } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';

import { getDb, rolesHandlers, withHolders } from '@atrium/mocks';
import type { Role } from '@atrium/mocks/types';

import { patient } from '../../../test/story-handlers.ts';

export { patient };

/** A seeded role as the roles call answers it, copied so no story edits the live db's. */
export function seededRole(name: string): Role {
  const { roles, loginUsers } = getDb();
  const role = roles.find((r) => r.name === name);
  if (!role) throw new Error(`No seeded role ${name}`);
  return structuredClone(withHolders(role, loginUsers));
}

/** Story parameters that put `overrides` before the roles domain's own handlers. */
export const withRoles = (...overrides: HttpHandler[]) => ({
  msw: { handlers: { roles: [...overrides, ...rolesHandlers] } },
});

/** The roles list call failing with a 500 while `fails()` says so. */
export const rolesFailing = (fails: () => boolean) =>
  withRoles(
    http.get('*/api/apps/roles', () =>
      fails() ? HttpResponse.json({ message: 'Server error' }, { status: 500 }) : undefined,
    ),
  );

/** The open role dialog. */
export const roleDialog = () => screen.findByRole('dialog', {}, patient);

/** A role's card once the roles have loaded. */
export const roleCard = (canvasElement: HTMLElement, id: number) =>
  within(canvasElement).findByTestId(`role-card-${id}`, {}, patient);

/** The matrix box of `subject` in column `index` (0 Read, 1 Write, 2 Create). */
export function matrixBox(dialog: HTMLElement, subject: string, index: number): HTMLElement {
  const row = dialog.querySelector(`tr[data-subject="${subject}"]`);
  const box = row?.querySelectorAll('[role="checkbox"]')[index];
  if (!(box instanceof HTMLElement)) throw new Error(`No box ${index} for ${subject}`);
  return box;
}

/** "Select all" in the dialog. */
export const selectAll = (dialog: HTMLElement) => within(dialog).getByTestId('matrix-select-all');

/** Waits for `box` to be `state` (`true`, `false` or `mixed`). */
export const expectChecked = (box: HTMLElement, state: 'true' | 'false' | 'mixed') =>
  waitFor(() => expect(box).toHaveAttribute('aria-checked', state), patient);
