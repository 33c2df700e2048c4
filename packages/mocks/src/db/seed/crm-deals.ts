import { createRng } from '../../lib/prng.ts';
import type { CrmDealStage } from '../../types/crm-dashboard.ts';

/** The sales funnel's stages, in the order a deal goes through them. */
export const CRM_DEAL_STAGES: readonly CrmDealStage[] = [
  'lead',
  'qualified',
  'proposal',
  'negotiation',
  'won',
];

/** How many deals the series holds. */
export const CRM_DEAL_COUNT = 80;

/** The chance a deal at a stage moves on to the next one (lead → qualified first). */
const MOVES_ON = [0.72, 0.66, 0.6, 0.52];

export interface CrmDeal {
  id: number;
  /** The furthest stage the deal has reached. */
  stage: CrmDealStage;
  /** US dollars, whole. */
  value: number;
}

/**
 * The CRM's deals: the seed has no deal records, so the pipeline reads this fixed series (its own
 * PRNG stream, the same on every load). Each deal climbs the stages while a draw lets it on, so
 * every stage holds no more deals than the one before, as a funnel does.
 */
export function seedCrmDeals(count = CRM_DEAL_COUNT): CrmDeal[] {
  const rng = createRng('crm-deals');
  return Array.from({ length: count }, (_, index) => {
    let reached = 0;
    while (reached < MOVES_ON.length && rng.chance(MOVES_ON[reached] ?? 0)) reached += 1;
    return {
      id: index + 1,
      stage: CRM_DEAL_STAGES[reached] ?? 'lead',
      value: rng.int(800, 24_000),
    };
  });
}
