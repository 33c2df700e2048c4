import { seedPart } from '../seed-part.ts';

/** The two-step codes sent so far: none in the seed, one per account once a code is asked for. */
export const twoStepsSeed = seedPart(['twoStepCodes'], () => ({ twoStepCodes: [] }));
