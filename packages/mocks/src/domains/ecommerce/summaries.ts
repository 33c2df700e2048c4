import { addDays, isoDate, startOfDay, toTimestamp } from '../../lib/dates.ts';
import { success, invalid, type Outcome } from '../../lib/outcome.ts';
import { moneyToNumber } from '../../lib/text.ts';
import { BodyReader } from '../../lib/validate.ts';
import type { Referral, Review } from '../../types/ecommerce.ts';
import type {
  ReferralInvite,
  ReferralSummary,
  ReviewSummary,
} from '../../types/ecommerce-extras.ts';

const WEEKS = 12;
const RATINGS = [5, 4, 3, 2, 1] as const;

/**
 * Extension: GET /api/apps/ecommerce/reviews/summary. The rating summary and the reviews-by-week
 * chart are computed here from the stored reviews, so approving or deleting one moves the figures.
 */
export function reviewSummary(reviews: readonly Review[], now: Date): ReviewSummary {
  const total = reviews.length;
  const sum = reviews.reduce((acc, r) => acc + r.review, 0);
  const today = startOfDay(now);
  // Week i covers the 7 days ending `(WEEKS - 1 - i) * 7` days before today.
  const firstStart = addDays(today, -(WEEKS * 7) + 1);
  const weeks = Array.from({ length: WEEKS }, (_, i) => ({
    start: isoDate(addDays(firstStart, i * 7)),
    count: 0,
  }));
  for (const review of reviews) {
    const days = Math.floor((toTimestamp(review.date) - firstStart.getTime()) / 86_400_000);
    const week = weeks[Math.floor(days / 7)];
    if (days >= 0 && week) week.count += 1;
  }
  return {
    average: total === 0 ? 0 : Math.round((sum / total) * 10) / 10,
    total,
    published: reviews.filter((r) => r.status === 'Published').length,
    pending: reviews.filter((r) => r.status === 'Pending').length,
    histogram: RATINGS.map((rating) => ({
      rating,
      count: reviews.filter((r) => r.review === rating).length,
    })),
    weeks,
  };
}

/** The shop's share link; a fixed code, as the fake API has one shop. */
export const REFERRAL_URL = 'https://atrium.example/join?ref=ATRIUM-2026';

const cents = (value: number) => Math.round(value * 100) / 100;

/** Extension: GET /api/apps/ecommerce/referrals/summary, the referral screen's stat cards. */
export function referralSummary(referrals: readonly Referral[]): ReferralSummary {
  const earning = (r: Referral) => moneyToNumber(r.earning) || 0;
  const paid = referrals.filter((r) => r.status === 'Paid').length;
  return {
    totalEarnings: cents(referrals.reduce((acc, r) => acc + earning(r), 0)),
    unpaidEarnings: cents(
      referrals.filter((r) => r.status === 'Unpaid').reduce((acc, r) => acc + earning(r), 0),
    ),
    signups: referrals.length,
    conversionRate: referrals.length === 0 ? 0 : paid / referrals.length,
    referralUrl: REFERRAL_URL,
  };
}

/**
 * Extension: POST /api/apps/ecommerce/referrals/invite with `{ email }`. Nothing is stored (the
 * fake API sends no mail); the answer confirms the address it would have written to.
 */
export function inviteReferral(body: unknown, now: Date): Outcome<ReferralInvite> {
  const reader = new BodyReader(body);
  const email = reader.email('email');
  if (!reader.ok || email === undefined) return invalid(reader.errors);
  return success({ email, sentAt: now.toISOString() });
}
