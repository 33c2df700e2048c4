import { productImagePath } from '../../lib/asset-paths.ts';
import { createRng } from '../../lib/prng.ts';
import { formatMoney } from '../../lib/text.ts';
import type { Product, ProductCategory, ProductStatus } from '../../types/ecommerce.ts';

/** name, category, maker, description line, base price. */
type Catalogue = readonly [string, ProductCategory, string, string, number];

/** 50 products, the README "Seed" sample size; makers are invented. */
// Data table: one product per line reads as a table.
// prettier-ignore
export const CATALOGUE: readonly Catalogue[] = [
  ['Aurora Pro 15 Laptop', 'Electronics', 'Lumitech', '15-inch laptop with 32 GB memory and all-day battery', 1899],
  ['Pulse X2 Smartphone', 'Electronics', 'Nova Mobile', '6.4-inch OLED phone with triple camera', 899],
  ['Echo Mini Smart Speaker', 'Electronics', 'Sonique', 'Compact speaker with a voice assistant built in', 49],
  ['Horizon 27 4K Monitor', 'Electronics', 'Lumitech', '27-inch IPS display, USB-C with 90 W charging', 429],
  ['Stride Fitness Watch', 'Electronics', 'Kinetic', 'GPS running watch with heart-rate sensor', 249],
  ['Quiet Wave Headphones', 'Electronics', 'Sonique', 'Over-ear noise-cancelling headphones, 30 h battery', 299],
  ['Lens Air Drone', 'Electronics', 'Skyward', 'Foldable 4K camera drone with obstacle sensing', 749],
  ['Glow Tab 11 Tablet', 'Electronics', 'Nova Mobile', '11-inch tablet with stylus support', 529],
  ['Snap Instant Camera', 'Electronics', 'Retrograph', 'Instant film camera with selfie mirror', 89],
  ['Volt Power Bank 20K', 'Electronics', 'Kinetic', '20,000 mAh battery with fast charging', 59],
  ['Canvas Leather Backpack', 'Accessories', 'Wayfarer', 'Waxed canvas backpack with laptop sleeve', 139],
  ['Classic Aviator Sunglasses', 'Accessories', 'Solstice', 'Polarised lenses in a metal frame', 119],
  ['Minimal Card Wallet', 'Accessories', 'Wayfarer', 'Slim leather wallet for six cards', 39],
  ['Nordic Wool Scarf', 'Accessories', 'Fjell', 'Merino scarf in a herringbone weave', 69],
  ['Chrono Steel Watch', 'Accessories', 'Meridian', 'Automatic watch with sapphire glass', 349],
  ['Travel Tech Organizer', 'Accessories', 'Wayfarer', 'Zip case for cables, chargers and drives', 29],
  ['Silk Blend Tie Set', 'Accessories', 'Meridian', 'Three ties in navy, burgundy and grey', 79],
  ['Trail Runner GTX', 'Shoes', 'Stridewell', 'Waterproof trail running shoe with grippy sole', 159],
  ['Cloud Knit Sneakers', 'Shoes', 'Airloom', 'Breathable everyday sneakers', 119],
  ['Harbor Leather Loafers', 'Shoes', 'Cobbler & Co.', 'Hand-stitched loafers in tan leather', 189],
  ['Summit Hiking Boots', 'Shoes', 'Stridewell', 'Ankle-support boots for long hikes', 219],
  ['Court Classic Trainers', 'Shoes', 'Airloom', 'Low-top trainers with a cushioned insole', 89],
  ['Studio Yoga Slides', 'Shoes', 'Airloom', 'Soft recovery slides', 35],
  ['Velocity Racing Flats', 'Shoes', 'Kinetic', 'Lightweight racing shoe with carbon plate', 229],
  ['ErgoFlex Office Chair', 'Office', 'Postura', 'Mesh chair with adjustable lumbar support', 389],
  ['Standing Desk Frame', 'Office', 'Postura', 'Dual-motor frame with memory presets', 459],
  ['Mechanical Keyboard K8', 'Office', 'Keyforge', 'Hot-swappable keyboard with brown switches', 129],
  ['Precision Wireless Mouse', 'Office', 'Keyforge', 'Ergonomic mouse with silent clicks', 49],
  ['Daily Planner 2026', 'Office', 'Paperloft', 'Undated weekly planner, 160 pages', 24],
  ['Desk Lamp Arc', 'Office', 'Lumitech', 'Dimmable LED lamp with wireless charger', 79],
  ['Document Scanner S1', 'Office', 'Retrograph', 'Duplex scanner, 30 pages per minute', 279],
  ['Fountain Pen Set', 'Office', 'Paperloft', 'Steel nib pen with three ink cartridges', 45],
  ['Ceramic Vase Trio', 'Home Decor', 'Hearth & Clay', 'Three matte vases in sand tones', 65],
  ['Linen Throw Blanket', 'Home Decor', 'Fjell', 'Stone-washed linen throw', 89],
  ['Walnut Wall Clock', 'Home Decor', 'Hearth & Clay', 'Silent sweep clock in walnut veneer', 59],
  ['Rattan Pendant Light', 'Home Decor', 'Lumen Home', 'Hand-woven pendant shade', 149],
  ['Scented Soy Candle', 'Home Decor', 'Hearth & Clay', 'Fig and cedar candle, 50 h burn', 28],
  ['Abstract Canvas Print', 'Home Decor', 'Gallery Nine', 'Framed print, 60 x 90 cm', 119],
  ['Velvet Cushion Cover', 'Home Decor', 'Lumen Home', 'Set of two covers in emerald', 39],
  ['Oak Floating Shelf', 'Home Decor', 'Hearth & Clay', 'Solid oak shelf with hidden bracket', 75],
  ['Starfall Adventure', 'Games', 'Moonlit Studios', 'Open-world adventure for consoles', 59],
  ['Kingdoms Board Game', 'Games', 'Tabletop Guild', 'Strategy game for 2 to 5 players', 49],
  ['Pixel Racer Deluxe', 'Games', 'Moonlit Studios', 'Arcade racer with split-screen play', 39],
  ['Puzzle Box 1000', 'Games', 'Tabletop Guild', '1,000-piece landscape jigsaw', 22],
  ['Pro Wireless Controller', 'Games', 'Keyforge', 'Controller with remappable back buttons', 69],
  ['VR Headset One', 'Games', 'Skyward', 'Standalone VR headset, 128 GB', 399],
  ['Chess Set Walnut', 'Games', 'Tabletop Guild', 'Weighted pieces on a folding board', 95],
  ['Party Quiz Night', 'Games', 'Tabletop Guild', 'Trivia game with 2,000 questions', 29],
  ['Retro Handheld Console', 'Games', 'Moonlit Studios', 'Handheld with 200 classic titles', 119],
  ['Gaming Headset G5', 'Games', 'Sonique', 'Surround headset with detachable mic', 99],
];

const STATUSES: readonly ProductStatus[] = [
  'Published',
  'Published',
  'Published',
  'Scheduled',
  'Inactive',
];

/** The catalogue maker of a product name; reviews use it as companyName. */
export function makerOf(productName: string): string {
  return CATALOGUE.find(([name]) => name === productName)?.[2] ?? 'Atrium Goods';
}

/** `count` products: the catalogue repeats with an edition suffix beyond 50 (100× benches). */
export function seedProducts(count = CATALOGUE.length): Product[] {
  const rng = createRng('products');
  return Array.from({ length: count }, (_, index) => {
    const [baseName, category, , description, basePrice] = CATALOGUE[
      index % CATALOGUE.length
    ] as Catalogue;
    const edition = Math.floor(index / CATALOGUE.length);
    const productName = edition === 0 ? baseName : `${baseName} · Batch ${edition + 1}`;
    const stock = rng.chance(0.75);
    return {
      id: index + 1,
      productName,
      category,
      stock,
      sku: 10_000 + rng.int(0, 89_999),
      price: formatMoney(basePrice + (rng.chance(0.5) ? 0.99 : 0) - (rng.chance(0.3) ? 1 : 0)),
      qty: stock ? rng.int(5, 900) : 0,
      status: rng.pick(STATUSES),
      image: productImagePath(baseName),
      productBrand: description,
    };
  });
}
