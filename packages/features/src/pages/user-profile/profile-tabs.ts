import { href } from '../routes.ts';

/** The tabs, in URL order; an unknown `:tab` shows the first. */
export const PROFILE_TABS = ['profile', 'teams', 'projects', 'connections'] as const;
export type ProfileTabName = (typeof PROFILE_TABS)[number];

export const profileTabPath = (tab: ProfileTabName): string => href('userProfile', { tab });
