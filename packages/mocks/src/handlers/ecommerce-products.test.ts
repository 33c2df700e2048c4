// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { getDb } from '../db/store.ts';
import { moneyToNumber } from '../lib/text.ts';
import type { Product, ProductsResponse } from '../types/ecommerce.ts';
import { expectFieldErrors } from '../test/expect-answer.ts';
import { call, errorsOf, getJson, setupMockServer } from '../test/mock-server.ts';

setupMockServer();

const list = async (query: string) =>
  (await getJson<ProductsResponse>(`/api/apps/ecommerce/products?${query}`)).body;

describe('GET /api/apps/ecommerce/products', () => {
  it('pages 10 at a time from page 1 by default, newest (reversed) first', async () => {
    const body = await list('');
    expect(body.total).toBe(50);
    expect(body.products.map((p) => p.id)).toEqual([50, 49, 48, 47, 46, 45, 44, 43, 42, 41]);
    expect((await list('page=5&itemsPerPage=10')).products.map((p) => p.id)).toEqual([
      10, 9, 8, 7, 6, 5, 4, 3, 2, 1,
    ]);
  });

  it('searches name and brand line, case-insensitively', async () => {
    // One name and one brand line ('... with laptop sleeve') contain "laptop".
    const byName = await list('q=LAPTOP');
    expect(byName.products.map((p) => p.productName).sort()).toEqual([
      'Aurora Pro 15 Laptop',
      'Canvas Leather Backpack',
    ]);
    const byBrand = await list('q=noise-cancelling');
    expect(byBrand.products.map((p) => p.productName)).toEqual(['Quiet Wave Headphones']);
  });

  it('filters category and status exactly', async () => {
    const shoes = await list('category=Shoes&itemsPerPage=50');
    expect(shoes.total).toBe(7);
    expect(shoes.products.every((p) => p.category === 'Shoes')).toBe(true);
    expect((await list('category=shoes')).total).toBe(0);
    const scheduled = await list('status=Scheduled&itemsPerPage=50');
    expect(scheduled.total).toBe(getDb().products.filter((p) => p.status === 'Scheduled').length);
    expect(scheduled.products.every((p) => p.status === 'Scheduled')).toBe(true);
  });

  it('filters stock as a boolean and ignores a non-boolean stock', async () => {
    const inStock = getDb().products.filter((p) => p.stock).length;
    expect((await list('stock=true')).total).toBe(inStock);
    expect((await list('stock=false')).total).toBe(50 - inStock);
    expect((await list('stock=maybe')).total).toBe(50);
  });

  const keyed: [string, (p: Product) => string | number][] = [
    ['product', (p) => p.productName.toLowerCase()],
    ['category', (p) => p.category.toLowerCase()],
    ['status', (p) => p.status.toLowerCase()],
    ['price', (p) => moneyToNumber(p.price)],
    ['qty', (p) => p.qty],
    ['sku', (p) => p.sku],
  ];
  it.each(keyed)('sorts by %s in both directions', async (sortBy, key) => {
    for (const orderBy of ['asc', 'desc'] as const) {
      const values = (
        await list(`sortBy=${sortBy}&orderBy=${orderBy}&itemsPerPage=-1`)
      ).products.map(key);
      const expected = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(values).toEqual(orderBy === 'asc' ? expected : expected.reverse());
    }
  });

  it('combines filters, sort and paging, with total counting every match', async () => {
    const body = await list('category=Electronics&sortBy=price&orderBy=desc&itemsPerPage=3&page=2');
    expect(body.total).toBe(10);
    expect(body.products).toHaveLength(3);
    const expected = getDb()
      .products.filter((p) => p.category === 'Electronics')
      .sort((a, b) => moneyToNumber(b.price) - moneyToNumber(a.price))
      .slice(3, 6)
      .map((p) => p.productName);
    expect(body.products.map((p) => p.productName)).toEqual(expected);
  });
});

describe('DELETE /api/apps/ecommerce/products/{id}', () => {
  it('answers 204 and removes the product', async () => {
    const { status, text } = await call('DELETE', '/api/apps/ecommerce/products/7');
    expect(status).toBe(204);
    expect(text).toBe('');
    expect((await list('')).total).toBe(49);
  });

  it.each(['999', 'abc', '-1'])('answers 404 with an empty body for unknown id %s', async (id) => {
    const { status, text } = await call('DELETE', `/api/apps/ecommerce/products/${id}`);
    expect(status).toBe(404);
    expect(text).toBe('');
  });
});

describe('product create, read and update (extension)', () => {
  const valid = {
    productName: 'Desk Fan',
    category: 'Home Decor',
    price: '$34.50',
    qty: 12,
    status: 'Published',
    productBrand: 'Quiet tower fan',
  };

  it('creates with 201, the next id and a formatted price', async () => {
    const { status, body } = await call<Product>('POST', '/api/apps/ecommerce/products', valid);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      id: 51,
      productName: 'Desk Fan',
      price: '$34.50',
      stock: true,
      image: '/mock-assets/products/desk-fan.svg',
    });
    expect((await getJson<Product>('/api/apps/ecommerce/products/51')).body.productName).toBe(
      'Desk Fan',
    );
  });

  it('refuses a bad body with 400 and one error per field', async () => {
    const result = await call('POST', '/api/apps/ecommerce/products', {
      productName: '',
      category: 'Food',
      price: 'free',
      qty: -1,
    });
    expectFieldErrors(result, ['category', 'price', 'productName', 'qty']);
    expect(errorsOf(result).category?.[0]).toContain('Electronics');
  });

  it('updates only the fields given', async () => {
    const { status, body } = await call<Product>('PUT', '/api/apps/ecommerce/products/1', {
      qty: 3,
      status: 'inactive',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: 1,
      qty: 3,
      status: 'Inactive',
      productName: 'Aurora Pro 15 Laptop',
    });
    expect(
      (await call<Product>('PATCH', '/api/apps/ecommerce/products/1', { price: 10 })).body.price,
    ).toBe('$10.00');
  });

  it('answers 404 for an unknown product and 400 for a bad update', async () => {
    expect((await getJson('/api/apps/ecommerce/products/999')).status).toBe(404);
    expect((await call('PUT', '/api/apps/ecommerce/products/999', { qty: 1 })).body).toEqual({
      message: 'Product not found',
    });
    expect(
      errorsOf(await call('PUT', '/api/apps/ecommerce/products/1', { stock: 'yes' })),
    ).toHaveProperty('stock');
  });
});

describe('product form fields (extension)', () => {
  const full = {
    productName: 'Linen Shirt',
    category: 'Accessories',
    price: 40,
    discountedPrice: '$35',
    sku: 77_001,
    description: '<p>Soft <strong>linen</strong></p>',
    barcode: '0123456789012',
    images: ['data:image/png;base64,iVBORw0KGgo='],
    image: 'data:image/png;base64,iVBORw0KGgo=',
    variants: [{ option: 'Size', value: 'XL' }],
    tags: ['summer'],
    vendor: 'Atelier',
    collection: 'Summer',
    taxCharged: true,
    shipping: 'company',
    delivery: 'selected',
    deliveryCountries: ['fr', 'de'],
    attributes: ['fragile'],
    expiryDate: '2027-01-31',
  };

  it('stores them and answers them on the item, but keeps the list to README "Records and value sets" fields', async () => {
    const created = await call<Product>('POST', '/api/apps/ecommerce/products', full);
    expect(created.status).toBe(201);
    const item = (await getJson<Product>(`/api/apps/ecommerce/products/${created.body.id}`)).body;
    expect(item).toMatchObject({ ...full, price: '$40.00', discountedPrice: '$35.00' });
    const row = (await list('q=Linen Shirt')).products[0];
    expect(Object.keys(row ?? {}).sort()).toEqual([
      'category',
      'id',
      'image',
      'price',
      'productBrand',
      'productName',
      'qty',
      'sku',
      'status',
      'stock',
    ]);
  });

  it('refuses a taken SKU and a discounted price not below the price', async () => {
    const takenSku = getDb().products[0]?.sku;
    const result = await call('POST', '/api/apps/ecommerce/products', {
      ...full,
      sku: takenSku,
      discountedPrice: 40,
    });
    expect(result.status).toBe(400);
    expect(errorsOf(result).sku?.[0]).toBe('A product with this SKU already exists.');
    expect(errorsOf(result)).toHaveProperty('discountedPrice');
    // A product keeps its own SKU on update.
    expect(
      (await call('PUT', '/api/apps/ecommerce/products/1', { sku: getDb().products[0]?.sku }))
        .status,
    ).toBe(200);
  });
});

describe('category form fields (extension)', () => {
  it('stores slug, status and an existing parent; refuses an unknown parent', async () => {
    const created = await call<{ id: number; parentId: number; status: string; slug: string }>(
      'POST',
      '/api/apps/ecommerce/categories',
      { title: 'Laptops', slug: 'laptops', status: 'inactive', parentId: 1 },
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ parentId: 1, status: 'Inactive', slug: 'laptops' });
    const bad = await call('PUT', `/api/apps/ecommerce/categories/${created.body.id}`, {
      parentId: created.body.id,
    });
    expect(errorsOf(bad)).toHaveProperty('parentId');
  });
});
