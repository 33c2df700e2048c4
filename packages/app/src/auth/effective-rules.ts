import type { AbilityRule } from '@atrium/features/access/subjects';

import type { SessionState } from './session-slice.ts';
import type { RolePreview } from '@atrium/features/access';

const none: AbilityRule[] = [];

/**
 * The rules the app enforces: a visitor has none; a role preview's replace the session's while
 * it lasts (the session itself is untouched).
 */
export function effectiveRules(state: {
  session: SessionState;
  rolePreview?: RolePreview | null;
}): AbilityRule[] {
  if (!state.session.accessToken) return none;
  return state.rolePreview?.rules ?? state.session.abilityRules;
}
