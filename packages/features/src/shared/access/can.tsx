import type { ReactNode } from 'react';

import type { DataTableProps } from '@atrium/ui';

import { useAbility, useCan } from './access-context.tsx';
import type { AppAction, AppSubject } from './subjects.ts';

export interface CanProps {
  /** The action the children perform: `create` (add, duplicate) or `update` (edit, delete, send). */
  do: AppAction;
  on: AppSubject;
  children: ReactNode;
}

/**
 * Renders an action only for a user allowed to do it; without the ability it is hidden (the role
 * matrix decides: packages/mocks/README.md "Accounts and roles").
 */
export function Can({ do: action, on, children }: CanProps) {
  return useCan(action, on) ? <>{children}</> : null;
}

/** An entry of an action list that needs more than reading (`needs`), e.g. a menu item. */
export interface GatedAction {
  needs?: AppAction;
}

/** The entries of an action list the user may use on `subject`; those without `needs` always. */
export function useAllowed<T extends GatedAction>(subject: AppSubject, actions: readonly T[]): T[] {
  const ability = useAbility();
  return actions.filter(({ needs }) => needs === undefined || ability.can(needs, subject));
}

/**
 * A list table's row selection and bulk bar (every bulk action changes rows) for a user who may
 * update `subject`; none otherwise. Spread on the DataTable.
 */
export function useBulkSelection(
  subject: AppSubject,
  bulkActions: NonNullable<DataTableProps<object>['bulkActions']>,
) {
  return useCan('update', subject) ? { enableRowSelection: true, bulkActions } : {};
}
