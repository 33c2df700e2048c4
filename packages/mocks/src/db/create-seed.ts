import { accountsSeed } from './parts/accounts.ts';
import { twoStepsSeed } from './parts/auth-two-steps.ts';
import { academySeed } from './parts/academy.ts';
import { recoverySeed } from './parts/auth-recovery.ts';
import { chatSeed, emailSeed } from './parts/communication.ts';
import { dialogExamplesSeed } from './parts/dialog-examples.ts';
import { frontSeed } from './parts/front.ts';
import { helpCenterSeed } from './parts/help-center.ts';
import { invoiceSeed } from './parts/invoice.ts';
import { logisticsSeed } from './parts/logistics.ts';
import { pagesSeed, searchSeed } from './parts/pages.ts';
import { accessSeed, usersSeed } from './parts/people.ts';
import { calendarSeed, kanbanSeed } from './parts/planning.ts';
import { signedInAccountsSeed } from './parts/signed-in-accounts.ts';
import { userViewsSeed } from './parts/user-views.ts';
import { referralsSeed, shopSeed, storeSettingsSeed } from './parts/shop.ts';
import { wizardsSeed } from './parts/wizards.ts';
import type { Db } from './schema.ts';
import type { SeedPart } from './seed-part.ts';

export { SEED_SIZES } from './seed-sizes.ts';

/**
 * Every part of the seed. The browser's fake API never imports this list: each domain's handlers
 * name the parts they read (`withSeeds`), so a screen downloads and builds only those.
 */
export const SEED_PARTS: readonly SeedPart[] = [
  academySeed,
  calendarSeed,
  chatSeed,
  shopSeed,
  referralsSeed,
  storeSettingsSeed,
  emailSeed,
  invoiceSeed,
  kanbanSeed,
  logisticsSeed,
  accessSeed,
  usersSeed,
  userViewsSeed,
  accountsSeed,
  signedInAccountsSeed,
  recoverySeed,
  pagesSeed,
  helpCenterSeed,
  searchSeed,
  twoStepsSeed,
  frontSeed,
  dialogExamplesSeed,
  wizardsSeed,
];

export interface SeedOptions {
  /** "Now" for every relative date. */
  now: Date;
  /**
   * Multiplies the list collections the benchmark measures (products, orders, customers,
   * reviews, users, invoices); 1 is the real seed.
   */
  scale?: number;
}

/** Builds a whole fresh db at once: the same data for the same `now` on every call. */
export function createSeed({ now, scale = 1 }: SeedOptions): Db {
  return Object.assign({}, ...SEED_PARTS.map((part) => part.build({ now, scale }))) as Db;
}
