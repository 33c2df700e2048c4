import { useBelow } from './use-media-query.ts';

/**
 * Whether the screen is phone-narrow, below `sm`, where a row of three labelled steps no longer
 * fits (follows resizes and rotations; wide where unknown).
 */
export const useNarrowScreen = (): boolean => useBelow('sm');
