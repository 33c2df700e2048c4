import { readQuery, readString, toParams, type QueryInput } from '../lib/query.ts';
import { containsCi } from '../lib/text.ts';
import type { FaqGroup, ProfileTabName, ProfileTabs } from '../types/pages.ts';

export const PROFILE_TABS: readonly ProfileTabName[] = [
  'profile',
  'teams',
  'projects',
  'connections',
];

/** GET /api/pages/faq?q=: groups keep only questions containing q; empty groups are dropped. */
export function searchFaq(groups: readonly FaqGroup[], query: QueryInput): FaqGroup[] {
  const q = readQuery(toParams(query));
  return groups
    .map((group) => ({ ...group, faqs: group.faqs.filter((f) => containsCi(f.question, q)) }))
    .filter((group) => group.faqs.length > 0);
}

/**
 * GET /api/pages/profile?tab=: the data of that tab; no tab means the profile tab. An unknown tab
 * is undefined (the handler answers 404).
 */
export function profileTab(
  tabs: ProfileTabs,
  query: QueryInput,
): ProfileTabs[ProfileTabName] | undefined {
  const tab = readString(toParams(query), 'tab').toLowerCase() || 'profile';
  const name = PROFILE_TABS.find((t) => t === tab);
  return name ? tabs[name] : undefined;
}
