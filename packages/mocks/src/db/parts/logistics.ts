import { seedPart } from '../seed-part.ts';
import { seedVehicles } from '../seed/vehicles.ts';

export const logisticsSeed = seedPart(['vehicles'], () => ({ vehicles: seedVehicles() }));
