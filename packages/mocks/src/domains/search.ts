import { readQuery, toParams, type QueryInput } from '../lib/query.ts';
import type { SearchGroup } from '../types/search.ts';

export const MAX_MATCHES_PER_GROUP = 5;
export const DROPPED_WHEN_SEVERAL_GROUPS = 3;

/**
 * GET /api/app-bar/search?q= (README "Calls", "Seed"): groups whose children's titles contain q,
 * each cut to its first 5 matches. When more than one group matches, every group with more than 3
 * children loses its first 3. (That rule is the contract's, kept as is.)
 */
export function searchIndex(groups: readonly SearchGroup[], query: QueryInput): SearchGroup[] {
  const q = readQuery(toParams(query));
  const matched = groups
    .map((group) => ({
      ...group,
      children: group.children
        .filter((c) => c.title.toLowerCase().includes(q))
        .slice(0, MAX_MATCHES_PER_GROUP),
    }))
    .filter((group) => group.children.length > 0);
  if (matched.length <= 1) return matched;
  return matched.map((group) =>
    group.children.length > DROPPED_WHEN_SEVERAL_GROUPS
      ? { ...group, children: group.children.slice(DROPPED_WHEN_SEVERAL_GROUPS) }
      : group,
  );
}
