import type { ReactNode } from 'react';

import { useCan } from './access-context.tsx';
import type { AppAction, AppSubject } from './subjects.ts';

export interface CanProps {
  /** The action the children perform: `create` (add, duplicate) or `update` (edit, delete, send). */
  do: AppAction;
  on: AppSubject;
  children: ReactNode;
  /** Shown instead when the action is not allowed (nothing by default: the action is hidden). */
  otherwise?: ReactNode;
}

/** Renders an action only for a user allowed to do it (the role matrix: packages/mocks/README.md "Accounts and roles"). */
export function Can({ do: action, on, children, otherwise = null }: CanProps) {
  return <>{useCan(action, on) ? children : otherwise}</>;
}
