import type { AppAbility } from '@atrium/features/access/ability';

import { routeDefs } from './route-table.ts';

const accessById = new Map(routeDefs.map((def) => [def.id, def.access]));

/**
 * Whether the guard would let `ability` open the route `id`: open routes always, protected ones
 * with their ability; an unknown id is not a screen of the app.
 */
export function canOpenRoute(id: string, ability: AppAbility): boolean {
  const access = accessById.get(id);
  if (!access) return false;
  return access.kind !== 'protected' || ability.can(access.action, access.subject);
}
