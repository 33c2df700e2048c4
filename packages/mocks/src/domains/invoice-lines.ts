import { isRecord } from '../lib/text.ts';
import { BodyReader } from '../lib/validate.ts';
import type { InvoiceLineItem } from '../types/invoice.ts';
import { hasCents } from './invoice-money.ts';

/** Beyond the editor's 200-line benchmark, with room; a longer list is refused on `items`. */
export const MAX_LINES = 1_000;
/*
 * Caps that keep cost × qty in cents a safe integer (10^7 × 100 × 10^6 = 10^15 < 2^53), so the
 * invoice arithmetic of src/values/invoice.ts stays exact for any line the API accepts.
 */
const MAX_COST = 10_000_000;
const MAX_QTY = 1_000_000;
const PERCENT = { required: false, min: 0, max: 100 } as const;

/**
 * One line, read like a body of its own; its errors are answered under `items.<index>.<field>`
 * (`items.2.cost`) so the editor can put each on its line's field.
 */
function readLine(
  raw: unknown,
  index: number,
  fail: (field: string, message: string) => void,
): InvoiceLineItem {
  if (!isRecord(raw)) {
    fail(`items.${index}`, `items.${index} must be a line with title, cost and qty.`);
    return { title: '', description: '', cost: 0, qty: 0 };
  }
  const line = new BodyReader(raw);
  const cost = line.number('cost', { min: 0, max: MAX_COST });
  if (cost !== undefined && !hasCents(cost))
    line.fail('cost', 'cost must have at most two decimals.');
  const item: InvoiceLineItem = {
    title: line.string('title', { max: 200 }) ?? '',
    description:
      line.string('description', { required: false, allowEmpty: true, max: 2_000 }) ?? '',
    cost: cost ?? 0,
    qty: line.number('qty', { integer: true, min: 1, max: MAX_QTY }) ?? 0,
  };
  const productId = line.number('productId', { required: false, integer: true, min: 1 });
  if (productId !== undefined) item.productId = productId;
  for (const field of ['discount', 'tax1', 'tax2'] as const) {
    const percent = line.number(field, PERCENT);
    if (percent !== undefined) item[field] = percent;
  }
  for (const [field, messages] of Object.entries(line.errors))
    for (const message of messages) fail(`items.${index}.${field}`, message);
  return item;
}

/** `items` when the body has it: a list of at most MAX_LINES valid lines, or field errors. */
export function readLines(reader: BodyReader): InvoiceLineItem[] | undefined {
  const raw = reader.raw('items');
  if (raw === undefined || raw === null) return undefined;
  if (!Array.isArray(raw)) return void reader.fail('items', 'items must be a list of lines.');
  if (raw.length > MAX_LINES)
    return void reader.fail('items', `items must have at most ${MAX_LINES} lines.`);
  const before = Object.keys(reader.errors).length;
  const lines = raw.map((line, index) => readLine(line, index, (k, m) => reader.fail(k, m)));
  return Object.keys(reader.errors).length === before ? lines : undefined;
}
