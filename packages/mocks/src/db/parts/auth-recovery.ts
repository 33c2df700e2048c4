import { seedPart } from '../seed-part.ts';

/** The reset and verification links handed out (none in the seed). */
export const recoverySeed = seedPart(['accountTokens'], () => ({ accountTokens: [] }));
