import { createContext, useContext } from 'react';

import { createAppAbility, type AppAbility } from './ability.ts';
import type { AbilityRule, AppAction, AppSubject } from './subjects.ts';

/** "Preview as this role": the role's name and the rules its matrix grants (nothing is saved). */
export interface RolePreview {
  roleName: string;
  rules: AbilityRule[];
}

/**
 * What a screen may do, and the role preview. The app provides it (the signed-in user's rules,
 * or the previewed role's); stories and tests provide one of their own.
 */
export interface AccessValue {
  ability: AppAbility;
  preview: RolePreview | null;
  /** Shows the app as `preview.roleName` would see it; the real session is untouched. */
  startPreview: (preview: RolePreview) => void;
  exitPreview: () => void;
}

const noop = () => undefined;

/** Outside a provider nothing is allowed: a screen never shows an action nobody granted. */
const AccessContext = createContext<AccessValue>({
  ability: createAppAbility(),
  preview: null,
  startPreview: noop,
  exitPreview: noop,
});

export const AccessProvider = AccessContext.Provider;

/** A fixed set of rules, without preview: for stories, tests and screens outside the frame. */
export function staticAccess(rules: readonly AbilityRule[]): AccessValue {
  return { ability: createAppAbility(rules), preview: null, startPreview: noop, exitPreview: noop };
}

export function useAccess(): AccessValue {
  return useContext(AccessContext);
}

export function useAbility(): AppAbility {
  return useContext(AccessContext).ability;
}

/**
 * Whether the current user may `action` on `subject`. Screens need `read` to open; their actions
 * check `create` (add, duplicate) and `update` (edit, delete, send, status changes).
 */
export function useCan(action: AppAction, subject: AppSubject): boolean {
  return useAbility().can(action, subject);
}
