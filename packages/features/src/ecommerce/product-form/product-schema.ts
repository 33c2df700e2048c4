import type { TFunction } from 'i18next';
import { z } from 'zod';

import type {
  Product,
  ProductAttribute,
  ProductCategory,
  ProductDelivery,
  ProductShipping,
  ProductStatus,
} from '@atrium/mocks/types';
import {
  PRODUCT_ATTRIBUTES,
  PRODUCT_DELIVERY,
  PRODUCT_SHIPPING,
  PRODUCT_STATUSES,
} from '@atrium/mocks/values';

import { parseMoney } from '../../shared/index.ts';
import type { ProductBody } from '../api/products.ts';
import type { EcommerceTexts } from '../locales/index.ts';

type ErrorKey = keyof EcommerceTexts['productForm']['errors'];

/**
 * What the form edits. Numbers are kept as the text typed, so the schema can say precisely what is
 * wrong ("numbers only") instead of a browser's silent `NaN`.
 */
export interface ProductFormValues {
  productName: string;
  productBrand: string;
  sku: string;
  barcode: string;
  /** Sanitized HTML from the rich-text editor. */
  description: string;
  /** Data URLs of new pictures or the stored paths. */
  images: string[];
  variants: { option: string; value: string }[];
  qty: string;
  shipping: ProductShipping;
  delivery: ProductDelivery;
  deliveryCountries: string[];
  attributes: ProductAttribute[];
  expiryDate: string;
  price: string;
  discountedPrice: string;
  taxCharged: boolean;
  stock: boolean;
  vendor: string;
  category: string;
  collection: string;
  status: ProductStatus;
  tags: string[];
}

export const VARIANT_OPTIONS = ['size', 'color', 'weight', 'material'] as const;
export const MAX_IMAGES = 4;

const MONEY = /^\d{1,7}(?:[.,]\d{1,2})?$/;
const WHOLE = /^\d+$/;
const money = (text: string) => Number(text.replace(',', '.'));

/** Rich text counts as empty when it has no words (`<p></p>`). */
const textOf = (html: string) => html.replace(/<[^>]*>/g, '').trim();

/** Messages come from `t`, so they are in the language of the moment the form is built. */
export function productSchema(t: TFunction<'ecommerce'>) {
  const e = (key: ErrorKey, options: { max?: number } = {}) =>
    t(`productForm.errors.${key}`, options);
  const short = (max: number) => z.string().trim().max(max, e('tooLong', { max }));
  return z
    .object({
      productName: z
        .string()
        .trim()
        .min(1, e('nameRequired'))
        .max(120, e('tooLong', { max: 120 })),
      productBrand: short(200),
      sku: z
        .string()
        .trim()
        .min(1, e('skuRequired'))
        .regex(WHOLE, e('skuNumeric'))
        .refine((v) => Number(v) >= 1 && Number(v) <= 99_999_999, e('skuRange')),
      barcode: z
        .string()
        .trim()
        .refine((v) => v === '' || /^\d{8,14}$/.test(v), e('barcodeInvalid')),
      description: z.string().refine((v) => textOf(v).length <= 5000, e('tooLong', { max: 5000 })),
      images: z.array(z.string()).max(MAX_IMAGES, e('tooManyImages', { max: MAX_IMAGES })),
      variants: z.array(
        z.object({
          option: z.string().min(1, e('variantOptionRequired')),
          value: z
            .string()
            .trim()
            .min(1, e('variantValueRequired'))
            .max(60, e('tooLong', { max: 60 })),
        }),
      ),
      qty: z
        .string()
        .trim()
        .min(1, e('qtyRequired'))
        .regex(WHOLE, e('qtyWhole'))
        .refine((v) => Number(v) <= 1_000_000, e('qtyRange')),
      shipping: z.enum(PRODUCT_SHIPPING),
      delivery: z.enum(PRODUCT_DELIVERY),
      deliveryCountries: z.array(z.string()),
      attributes: z.array(z.enum(PRODUCT_ATTRIBUTES)),
      expiryDate: z.string(),
      price: z.string().trim().min(1, e('priceRequired')).regex(MONEY, e('priceInvalid')),
      discountedPrice: z
        .string()
        .trim()
        .refine((v) => v === '' || MONEY.test(v), e('priceInvalid')),
      taxCharged: z.boolean(),
      stock: z.boolean(),
      vendor: short(80),
      category: z.string().min(1, e('categoryRequired')),
      collection: short(80),
      status: z.enum(PRODUCT_STATUSES),
      tags: z.array(z.string()).max(20, e('tooManyTags', { max: 20 })),
    })
    .superRefine((values, ctx) => {
      const { price, discountedPrice } = values;
      if (discountedPrice && MONEY.test(discountedPrice) && MONEY.test(price)) {
        if (money(discountedPrice) >= money(price))
          ctx.addIssue({
            code: 'custom',
            path: ['discountedPrice'],
            message: e('discountBelowPrice'),
          });
      }
      if (values.delivery === 'selected' && values.deliveryCountries.length === 0)
        ctx.addIssue({
          code: 'custom',
          path: ['deliveryCountries'],
          message: e('countriesRequired'),
        });
    }) satisfies z.ZodType<ProductFormValues>;
}

export const emptyProductValues: ProductFormValues = {
  productName: '',
  productBrand: '',
  sku: '',
  barcode: '',
  description: '',
  images: [],
  variants: [],
  qty: '',
  shipping: 'company',
  delivery: 'worldwide',
  deliveryCountries: [],
  attributes: [],
  expiryDate: '',
  price: '',
  discountedPrice: '',
  taxCharged: true,
  stock: true,
  vendor: '',
  category: '',
  collection: '',
  status: 'Published',
  tags: [],
};

/** `'$1,299.50'` → `'1299.50'`, the way the price field expects it. */
const moneyText = (text: string | undefined) => {
  if (!text) return '';
  const n = parseMoney(text);
  return Number.isFinite(n) ? n.toFixed(2) : '';
};

/** A stored product as form values; the extra fields fall back to the add form's defaults. */
export function productValuesOf(product: Product): ProductFormValues {
  const images = product.images ?? (product.image ? [product.image] : []);
  return {
    ...emptyProductValues,
    productName: product.productName,
    productBrand: product.productBrand,
    sku: String(product.sku),
    barcode: product.barcode ?? '',
    description: product.description ?? '',
    images,
    variants: product.variants ?? [],
    qty: String(product.qty),
    shipping: product.shipping ?? emptyProductValues.shipping,
    delivery: product.delivery ?? emptyProductValues.delivery,
    deliveryCountries: product.deliveryCountries ?? [],
    attributes: product.attributes ?? [],
    expiryDate: product.expiryDate ?? '',
    price: moneyText(product.price),
    discountedPrice: moneyText(product.discountedPrice),
    taxCharged: product.taxCharged ?? emptyProductValues.taxCharged,
    stock: product.stock,
    vendor: product.vendor ?? '',
    category: product.category,
    collection: product.collection ?? '',
    status: product.status,
    tags: product.tags ?? [],
  };
}

/**
 * The API body (the contract's fields plus the optional extras). Prices go as numbers and come back as
 * `$` text; the first picture is the list's `image` ('' lets the API draw one).
 */
export function productBodyOf(values: ProductFormValues): ProductBody {
  return {
    productName: values.productName.trim(),
    productBrand: values.productBrand.trim(),
    sku: Number(values.sku),
    barcode: values.barcode.trim(),
    description: values.description,
    images: values.images,
    image: values.images[0] ?? '',
    variants: values.variants.map((v) => ({ option: v.option, value: v.value.trim() })),
    qty: Number(values.qty),
    shipping: values.shipping,
    delivery: values.delivery,
    deliveryCountries: values.delivery === 'selected' ? values.deliveryCountries : [],
    attributes: values.attributes,
    expiryDate: values.expiryDate,
    price: money(values.price),
    // '' clears a discount that was removed; the API keeps `$` text like the price.
    discountedPrice: values.discountedPrice ? money(values.discountedPrice).toFixed(2) : '',
    taxCharged: values.taxCharged,
    stock: values.stock,
    vendor: values.vendor.trim(),
    // The category comes from the categories API; the products API checks it is one it knows.
    category: values.category as ProductCategory,
    collection: values.collection.trim(),
    status: values.status,
    tags: values.tags,
  };
}
