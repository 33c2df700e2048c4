import { nextId } from '../../lib/ids.ts';
import { invalid, notFound, success, type Outcome } from '../../lib/outcome.ts';
import {
  paginate,
  readBoolean,
  readPaging,
  readQuery,
  readString,
  runList,
  toParams,
  type QueryInput,
} from '../../lib/query.ts';
import { memoizeText } from '../../lib/memo.ts';
import { createSearch } from '../../lib/search-text.ts';
import { formatMoney, moneyToNumber } from '../../lib/text.ts';
import { BodyReader, defined } from '../../lib/validate.ts';
import { productImagePath } from '../../lib/asset-paths.ts';
import type {
  Product,
  ProductCategory,
  ProductsResponse,
  ProductStatus,
} from '../../types/ecommerce.ts';

export const PRODUCT_CATEGORIES: readonly ProductCategory[] = [
  'Electronics',
  'Accessories',
  'Shoes',
  'Office',
  'Home Decor',
  'Games',
];
export const PRODUCT_STATUSES: readonly ProductStatus[] = ['Inactive', 'Published', 'Scheduled'];

const matchesText = createSearch<Product>(
  (p) => p.productName,
  (p) => p.productBrand,
);

const priceValue = memoizeText(moneyToNumber);

const SORT_KEYS = {
  product: (p: Product) => p.productName,
  category: (p: Product) => p.category,
  status: (p: Product) => p.status,
  price: (p: Product) => priceValue(p.price),
  qty: (p: Product) => p.qty,
  sku: (p: Product) => p.sku,
};

/**
 * GET /api/apps/ecommerce/products: q on name or brand line, exact category and status, boolean
 * stock (ignored unless 'true'/'false'); the filtered list is reversed before sorting and paging.
 */
export function listProducts(products: readonly Product[], query: QueryInput): ProductsResponse {
  const params = toParams(query);
  const q = readQuery(params);
  const category = readString(params, 'category');
  const status = readString(params, 'status');
  const stock = readBoolean(params, 'stock');
  const rows = runList(products, params, {
    sortKeys: SORT_KEYS,
    reverse: true,
    match: (p) =>
      (category === '' || p.category === category) &&
      (status === '' || p.status === status) &&
      (stock === undefined || p.stock === stock) &&
      matchesText(p, q),
  });
  return { products: paginate(rows, readPaging(params)), total: rows.length };
}

export function findProduct(products: readonly Product[], id: number): Product | undefined {
  return products.find((p) => p.id === id);
}

/** Removes the product; false when there is none with that id (the handler answers 404). */
export function deleteProduct(products: Product[], id: number): boolean {
  const index = products.findIndex((p) => p.id === id);
  if (index === -1) return false;
  products.splice(index, 1);
  return true;
}

/** Reads a product body; `partial` for updates. Price accepts 12.5, '12.5' or '$12.50'. */
function readProduct(body: unknown, partial: boolean): Outcome<Partial<Product>> {
  const reader = new BodyReader(body, partial);
  const productName = reader.string('productName', { max: 120 });
  const category = reader.oneOf('category', PRODUCT_CATEGORIES);
  const status = reader.oneOf('status', PRODUCT_STATUSES, { required: false });
  const stock = reader.boolean('stock', { required: false });
  const sku = reader.number('sku', { required: false, integer: true, min: 1, max: 99_999_999 });
  const qty = reader.number('qty', { required: false, integer: true, min: 0, max: 1_000_000 });
  const productBrand = reader.string('productBrand', {
    required: false,
    max: 200,
    allowEmpty: true,
  });
  const image = reader.string('image', { required: false, max: 300, allowEmpty: true });
  let price: string | undefined;
  if (reader.has('price') || !partial) {
    const raw = reader.raw('price');
    const amount =
      typeof raw === 'number' ? raw : typeof raw === 'string' ? moneyToNumber(raw) : Number.NaN;
    if (!Number.isFinite(amount) || amount < 0)
      reader.fail('price', 'price must be a positive amount.');
    else price = formatMoney(amount);
  }
  if (!reader.ok) return invalid(reader.errors);
  return success(
    defined({ productName, category, status, stock, sku, qty, productBrand, image, price }),
  );
}

/** Beyond SPEC: POST /api/apps/ecommerce/products. */
export function createProduct(products: Product[], body: unknown): Outcome<Product> {
  const read = readProduct(body, false);
  if (!read.ok) return read;
  const fields = read.value;
  const name = fields.productName ?? '';
  const product: Product = {
    id: nextId(products),
    productName: name,
    category: fields.category ?? 'Electronics',
    stock: fields.stock ?? (fields.qty ?? 0) > 0,
    sku: fields.sku ?? 10_000 + nextId(products),
    price: fields.price ?? '$0.00',
    qty: fields.qty ?? 0,
    status: fields.status ?? 'Scheduled',
    image: fields.image || productImagePath(name),
    productBrand: fields.productBrand ?? '',
  };
  products.push(product);
  return success(product);
}

/** Beyond SPEC: PUT /api/apps/ecommerce/products/{id} merges the valid fields given. */
export function updateProduct(products: Product[], id: number, body: unknown): Outcome<Product> {
  const product = findProduct(products, id);
  if (!product) return notFound('Product not found');
  const read = readProduct(body, true);
  if (!read.ok) return read;
  Object.assign(product, read.value);
  return success(product);
}
