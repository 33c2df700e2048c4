import { illustrationPath } from '../../lib/asset-paths.ts';
import { nextId } from '../../lib/ids.ts';
import { invalid, success, type Outcome } from '../../lib/outcome.ts';
import { fieldSortKeys } from '../../lib/fields.ts';
import { listRequest, sortByParam, type QueryInput } from '../../lib/query.ts';
import { containsCi } from '../../lib/text.ts';
import { BodyReader, defined } from '../../lib/validate.ts';
import { CATEGORY_STATUSES } from '../../values/ecommerce.ts';
import type { CategoriesResponse, Category } from '../../types/ecommerce.ts';
import { removeById, updateById } from '../../lib/records.ts';

/** Form pictures come as data URLs (a few hundred kB); asset paths stay short. */
const MAX_IMAGE_URL = 700_000;

const SORT_KEYS = fieldSortKeys<Category>('title', 'totalProducts', 'totalEarning');

/** Extension: GET /api/apps/ecommerce/categories with q (title or description), sort and paging. */
export function listCategories(
  categories: readonly Category[],
  query: QueryInput,
): CategoriesResponse {
  const { params, q, page } = listRequest(query);
  const filtered = categories.filter((c) => containsCi(c.title, q) || containsCi(c.description, q));
  const sorted = sortByParam(filtered, params, SORT_KEYS);
  return { categories: page(sorted), total: sorted.length };
}

function readCategory(
  categories: readonly Category[],
  body: unknown,
  partial: boolean,
  selfId?: number,
): Outcome<Partial<Category>> {
  const reader = new BodyReader(body, partial);
  const title = reader.string('title', { max: 80 });
  const description = reader.string('description', { required: false, max: 300, allowEmpty: true });
  const rawImage = reader.raw('image');
  const image = reader.string('image', {
    required: false,
    max: typeof rawImage === 'string' && rawImage.startsWith('data:image/') ? MAX_IMAGE_URL : 300,
    allowEmpty: true,
  });
  const slug = reader.string('slug', { required: false, max: 80, allowEmpty: true });
  const status = reader.oneOf('status', CATEGORY_STATUSES, { required: false });
  // null (or absent) is a top-level category; a parent must exist and cannot be the category itself.
  let parentId: number | null | undefined;
  if (reader.raw('parentId') === null) parentId = null;
  else {
    parentId = reader.number('parentId', { required: false, integer: true, min: 1 });
    if (
      parentId !== undefined &&
      (parentId === selfId || !categories.some((c) => c.id === parentId))
    )
      reader.fail('parentId', 'parentId must be another existing category.');
  }
  const totalProducts = reader.number('totalProducts', { required: false, integer: true, min: 0 });
  const totalEarning = reader.number('totalEarning', { required: false, min: 0 });
  if (
    title !== undefined &&
    categories.some((c) => c.id !== selfId && c.title.toLowerCase() === title.toLowerCase())
  ) {
    reader.fail('title', 'A category with this title already exists.');
  }
  if (!reader.ok) return invalid(reader.errors);
  return success(
    defined({ title, description, image, totalProducts, totalEarning, slug, status, parentId }),
  );
}

/** Extension: POST /api/apps/ecommerce/categories; titles are unique, case-insensitively. */
export function createCategory(categories: Category[], body: unknown): Outcome<Category> {
  const read = readCategory(categories, body, false);
  if (!read.ok) return read;
  const title = read.value.title ?? '';
  const category: Category = {
    ...read.value,
    id: nextId(categories),
    title,
    description: read.value.description ?? '',
    image: read.value.image || illustrationPath(`category-${title}`),
    totalProducts: read.value.totalProducts ?? 0,
    totalEarning: read.value.totalEarning ?? 0,
  };
  categories.push(category);
  return success(category);
}

export function updateCategory(
  categories: Category[],
  id: number,
  body: unknown,
): Outcome<Category> {
  return updateById(categories, id, 'Category not found', () =>
    readCategory(categories, body, true, id),
  );
}

export function deleteCategory(categories: Category[], id: number): boolean {
  return removeById(categories, id);
}
