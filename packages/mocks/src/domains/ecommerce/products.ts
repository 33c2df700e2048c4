import { nextId } from '../../lib/ids.ts';
import { invalid, notFound, success, type Outcome } from '../../lib/outcome.ts';
import { fieldSortKeys } from '../../lib/fields.ts';
import { listRequest, readBoolean, readString, runList, type QueryInput } from '../../lib/query.ts';
import { memoizeText } from '../../lib/memo.ts';
import { createSearch } from '../../lib/search-text.ts';
import { formatMoney, moneyToNumber } from '../../lib/text.ts';
import { BodyReader, defined } from '../../lib/validate.ts';
import { productImagePath } from '../../lib/asset-paths.ts';
import {
  PRODUCT_ATTRIBUTES,
  PRODUCT_CATEGORIES,
  PRODUCT_DELIVERY,
  PRODUCT_SHIPPING,
  PRODUCT_STATUSES,
} from '../../values/ecommerce.ts';
import type {
  Product,
  ProductAttribute,
  ProductsResponse,
  ProductSummary,
  ProductVariant,
} from '../../types/ecommerce.ts';
import { removeById } from '../../lib/records.ts';

/** Form pictures come as data URLs (a few hundred kB); asset paths stay short. */
export const MAX_IMAGE_URL = 700_000;
const isImageUrl = (v: unknown): v is string =>
  typeof v === 'string' && v.length <= (v.startsWith('data:image/') ? MAX_IMAGE_URL : 300);
const isShortText = (v: unknown): v is string => typeof v === 'string' && v.length <= 60;
const isVariant = (v: unknown): v is ProductVariant =>
  typeof v === 'object' &&
  v !== null &&
  isShortText((v as Record<string, unknown>).option) &&
  isShortText((v as Record<string, unknown>).value);
const isAttribute = (v: unknown): v is ProductAttribute =>
  (PRODUCT_ATTRIBUTES as readonly unknown[]).includes(v);

/** The list-row fields only (README "Records and value sets"), whatever a form stored. */
function summaryOf(p: Product): ProductSummary {
  const { id, productName, category, stock, sku, price, qty, status, image, productBrand } = p;
  return { id, productName, category, stock, sku, price, qty, status, image, productBrand };
}

const matchesText = createSearch<Product>('productName', 'productBrand');

const priceValue = memoizeText(moneyToNumber);

const SORT_KEYS = {
  ...fieldSortKeys<Product>('category', 'status', 'qty', 'sku'),
  product: (p: Product) => p.productName,
  price: (p: Product) => priceValue(p.price),
};

/**
 * GET /api/apps/ecommerce/products: q on name or brand line, exact category and status, boolean
 * stock (ignored unless 'true'/'false'); the filtered list is reversed before sorting and paging.
 */
export function listProducts(products: readonly Product[], query: QueryInput): ProductsResponse {
  const { params, q, page } = listRequest(query);
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
  return { products: page(rows).map(summaryOf), total: rows.length };
}

export function findProduct(products: readonly Product[], id: number): Product | undefined {
  return products.find((p) => p.id === id);
}

/** Removes the product; false when there is none with that id (the handler answers 404). */
export function deleteProduct(products: Product[], id: number): boolean {
  return removeById(products, id);
}

/** Reads a money field: 12.5, '12.5' or '$12.50' become `$12.50`. */
function readMoney(reader: BodyReader, field: string, required: boolean): string | undefined {
  if (!reader.has(field) && !required) return undefined;
  const raw = reader.raw(field);
  const amount =
    typeof raw === 'number' ? raw : typeof raw === 'string' ? moneyToNumber(raw) : Number.NaN;
  if (!Number.isFinite(amount) || amount < 0) {
    reader.fail(field, `${field} must be a positive amount.`);
    return undefined;
  }
  return formatMoney(amount);
}

/**
 * Reads a product body; `partial` for updates. Price accepts 12.5, '12.5' or '$12.50'. SKUs are
 * unique; the discounted price must be below the price (the stored one on a partial update).
 */
function readProduct(
  products: readonly Product[],
  body: unknown,
  partial: boolean,
  self?: Product,
): Outcome<Partial<Product>> {
  const reader = new BodyReader(body, partial);
  const productName = reader.string('productName', { max: 120 });
  const category = reader.oneOf('category', PRODUCT_CATEGORIES);
  const status = reader.oneOf('status', PRODUCT_STATUSES, { required: false });
  const stock = reader.boolean('stock', { required: false });
  const sku = reader.number('sku', { required: false, integer: true, min: 1, max: 99_999_999 });
  if (sku !== undefined && products.some((p) => p.sku === sku && p !== self))
    reader.fail('sku', 'A product with this SKU already exists.');
  const qty = reader.number('qty', { required: false, integer: true, min: 0, max: 1_000_000 });
  const productBrand = reader.string('productBrand', {
    required: false,
    max: 200,
    allowEmpty: true,
  });
  let image: string | undefined;
  if (reader.has('image')) {
    const raw = reader.raw('image');
    if (isImageUrl(raw)) image = raw.trim();
    else reader.fail('image', 'image must be a picture URL.');
  }
  const price = readMoney(reader, 'price', !partial);
  const optional = { required: false };
  const text = { ...optional, allowEmpty: true };
  const description = reader.string('description', { ...text, max: 20_000 });
  const barcode = reader.string('barcode', { ...text, max: 40 });
  const vendor = reader.string('vendor', { ...text, max: 80 });
  const collection = reader.string('collection', { ...text, max: 80 });
  const images = reader.list('images', isImageUrl, { ...optional, what: 'picture URLs' });
  if (images && images.length > 8) reader.fail('images', 'images must be at most 8.');
  const variants = reader.list('variants', isVariant, { ...optional, what: 'options' });
  const tags = reader.list('tags', isShortText, { ...optional, what: 'short texts' });
  const taxCharged = reader.boolean('taxCharged', optional);
  const shipping = reader.oneOf('shipping', PRODUCT_SHIPPING, optional);
  const delivery = reader.oneOf('delivery', PRODUCT_DELIVERY, optional);
  const deliveryCountries = reader.list('deliveryCountries', isShortText, optional);
  const attributes = reader.list('attributes', isAttribute, { ...optional, what: 'attributes' });
  const expiryDate =
    reader.has('expiryDate') && reader.raw('expiryDate') === ''
      ? ''
      : reader.date('expiryDate', optional);
  const discountedPrice =
    reader.raw('discountedPrice') === '' ? '' : readMoney(reader, 'discountedPrice', false);
  const basePrice = price ?? self?.price;
  if (discountedPrice && basePrice && moneyToNumber(discountedPrice) >= moneyToNumber(basePrice))
    reader.fail('discountedPrice', 'discountedPrice must be below price.');
  if (!reader.ok) return invalid(reader.errors);
  return success(
    defined({
      productName,
      category,
      status,
      stock,
      sku,
      qty,
      productBrand,
      image,
      price,
      description,
      barcode,
      vendor,
      collection,
      images,
      variants,
      tags,
      taxCharged,
      shipping,
      delivery,
      deliveryCountries,
      attributes,
      expiryDate,
      discountedPrice,
    }),
  );
}

/** Extension: POST /api/apps/ecommerce/products. */
export function createProduct(products: Product[], body: unknown): Outcome<Product> {
  const read = readProduct(products, body, false);
  if (!read.ok) return read;
  const fields = read.value;
  const name = fields.productName ?? '';
  const product: Product = {
    ...fields,
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

/** Extension: PUT /api/apps/ecommerce/products/{id} merges the valid fields given. */
export function updateProduct(products: Product[], id: number, body: unknown): Outcome<Product> {
  const product = findProduct(products, id);
  if (!product) return notFound('Product not found');
  const read = readProduct(products, body, true, product);
  if (!read.ok) return read;
  Object.assign(product, read.value);
  // Removing every picture falls back to the drawn one, as on create.
  if (product.image === '') product.image = productImagePath(product.productName);
  return success(product);
}
