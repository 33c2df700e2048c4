import { seedPart } from '../seed-part.ts';

/** The wizard examples' deals and property listings: none until a wizard stores one. */
export const wizardsSeed = seedPart(['wizardDeals', 'wizardProperties'], () => ({
  wizardDeals: [],
  wizardProperties: [],
}));
