import { avatarPath } from '../../lib/asset-paths.ts';
import { createRng } from '../../lib/prng.ts';
import { formatMoney } from '../../lib/text.ts';
import type { Referral, ReferralStatus } from '../../types/ecommerce.ts';
import { makePerson } from './people.ts';

const STATUSES: readonly ReferralStatus[] = ['Paid', 'Paid', 'Unpaid', 'Rejected'];

/** Affiliates: value is what their referrals bought, earning their 2-8 % commission. */
export function seedReferrals(count = 45): Referral[] {
  const rng = createRng('referrals');
  const taken = new Set<string>();
  return Array.from({ length: count }, (_, index) => {
    const person = makePerson(rng, taken);
    const value = rng.float(250, 9_500);
    return {
      id: index + 1,
      user: person.fullName,
      email: person.email,
      avatar: avatarPath(person.fullName),
      referredId: rng.int(10_000, 99_999),
      status: rng.pick(STATUSES),
      value: formatMoney(value),
      earning: formatMoney(Number((value * rng.float(0.02, 0.08, 3)).toFixed(2))),
    };
  });
}
