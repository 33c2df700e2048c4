import type { AppAbility } from '@atrium/features/access/ability';

import { href, routeDefs, type AppRouteDef } from './route-table.ts';

/** The screen a signed-in user lands on first, when their abilities allow it (SPEC §2). */
const preferred = 'dashboards.ecommerce';

/** A screen of the signed-in frame that a link can name alone (no parameter in its path). */
const isLandable = (def: AppRouteDef) =>
  def.access.kind === 'protected' && def.layout === 'default' && !def.path.includes(':');

/**
 * The first screen `ability` may open: the e-commerce dashboard, else the route table's first
 * (its order is the navigation's), else not-authorized. A role's accounts land here.
 */
export function firstAllowedPath(ability: AppAbility): string {
  const allowed = routeDefs
    .filter(isLandable)
    .filter(
      (def) =>
        def.access.kind === 'protected' && ability.can(def.access.action, def.access.subject),
    );
  const target = allowed.find((def) => def.id === preferred) ?? allowed[0];
  return target ? target.path : href('misc.notAuthorized');
}
