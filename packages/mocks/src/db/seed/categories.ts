import { illustrationPath } from '../../lib/asset-paths.ts';
import type { Category } from '../../types/ecommerce.ts';
import type { Product } from '../../types/ecommerce.ts';
import { moneyToNumber } from '../../lib/text.ts';

const DESCRIPTIONS: readonly [string, string][] = [
  ['Electronics', 'Laptops, phones, audio and smart devices'],
  ['Accessories', 'Bags, wallets, eyewear and watches'],
  ['Shoes', 'Running, hiking and everyday footwear'],
  ['Office', 'Chairs, desks, keyboards and stationery'],
  ['Home Decor', 'Lighting, textiles and wall art'],
  ['Games', 'Console games, board games and controllers'],
  ['Garden', 'Planters, tools and outdoor lighting'],
  ['Kitchen', 'Cookware, knives and small appliances'],
  ['Sports', 'Fitness gear, bikes and team sports'],
  ['Books', 'Fiction, non-fiction and journals'],
  ['Beauty', 'Skin care, fragrance and grooming'],
  ['Toys', 'Building sets, plush and puzzles for kids'],
];

/**
 * Categories (extension): the six product categories with counts and earnings derived from the
 * seeded products, plus six the shop is preparing (no products yet).
 */
export function seedCategories(products: readonly Product[]): Category[] {
  return DESCRIPTIONS.map(([title, description], index) => {
    const inCategory = products.filter((p) => p.category === title);
    const earning = inCategory.reduce(
      (sum, p) => sum + moneyToNumber(p.price) * Math.min(p.qty, 40),
      0,
    );
    return {
      id: index + 1,
      title,
      description,
      image: illustrationPath(`category-${title}`),
      totalProducts: inCategory.length,
      totalEarning: Math.round(earning),
    };
  });
}
