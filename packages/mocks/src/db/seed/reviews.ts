import { avatarPath } from '../../lib/asset-paths.ts';
import { addDays, monthDayYear } from '../../lib/dates.ts';
import { createRng } from '../../lib/prng.ts';
import type { Product, Review, ReviewStatus } from '../../types/ecommerce.ts';
import { makePerson } from './people.ts';
import { makerOf } from './products.ts';

/** Title and body per rating, so the words match the stars. */
const TEXTS: Record<number, readonly [string, string][]> = {
  5: [
    [
      'Exceeded my expectations',
      'Arrived two days early and works perfectly. The build quality feels premium.',
    ],
    ['Worth every penny', 'I compared five alternatives and this is the one I would buy again.'],
    [
      'Perfect gift',
      'Bought it for my sister and she uses it every day. Packaging was lovely too.',
    ],
    ['Fantastic quality', 'Solid, well finished and exactly as pictured. Highly recommended.'],
  ],
  4: [
    ['Very good overall', 'Does everything I need. Setup instructions could be a little clearer.'],
    ['Great value', 'Good quality for the price. Shipping took a few extra days.'],
    ['Happy with it', 'Comfortable and well made. Colour is slightly darker than on screen.'],
  ],
  3: [
    ['Decent, not amazing', 'It works, but the battery does not last as long as advertised.'],
    ['Average', 'Fine for occasional use. I expected a sturdier finish at this price.'],
  ],
  2: [
    ['Disappointed', 'Stopped working properly after three weeks. Support was helpful though.'],
    ['Not as described', 'The size is smaller than the listing suggests. Returning it.'],
  ],
  1: [
    [
      'Arrived damaged',
      'The box was crushed and the item was scratched. Waiting on a replacement.',
    ],
    ['Would not buy again', 'Poor quality materials and it broke on the first day.'],
  ],
};

const STATUSES: readonly ReviewStatus[] = ['Published', 'Published', 'Pending'];

/** Reviews of the seeded products over the last 180 days, ratings skewed positive. */
export function seedReviews(now: Date, products: readonly Product[], count = 100): Review[] {
  const rng = createRng('reviews');
  const taken = new Set<string>();
  return Array.from({ length: count }, (_, index) => {
    const product = products[rng.int(0, Math.min(products.length, 50) - 1)];
    const person = makePerson(rng, taken);
    const rating = rng.pick([5, 5, 5, 4, 4, 4, 3, 2, 1]);
    const [head, para] = rng.pick(TEXTS[rating] ?? TEXTS[5] ?? []);
    return {
      id: index + 1,
      product: product?.productName ?? 'Unknown product',
      companyName: makerOf(product?.productName ?? ''),
      productImage: product?.image ?? '',
      reviewer: person.fullName,
      email: person.email,
      avatar: avatarPath(person.fullName),
      date: monthDayYear(addDays(now, -rng.int(0, 180))),
      status: rng.pick(STATUSES),
      review: rating,
      head,
      para,
    };
  });
}
