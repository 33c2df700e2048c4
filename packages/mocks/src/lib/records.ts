import type { BodyReader } from './validate.ts';
import { invalid, notFound, success, type Outcome } from './outcome.ts';

/** Removes the record with `id`; false when there is none (the handler answers that call's 404). */
export function removeById<T extends { id: number }>(rows: T[], id: number | null): boolean {
  const index = rows.findIndex((row) => row.id === id);
  if (index === -1) return false;
  rows.splice(index, 1);
  return true;
}

/** A body read as `{ reader, fields }` as an outcome: the fields, or the reader's field errors. */
export const readOutcome = <F>({
  reader,
  fields,
}: {
  reader: BodyReader;
  fields: F;
}): Outcome<F> => (reader.ok ? success(fields) : invalid(reader.errors));

/**
 * Merges the valid fields `read` takes from the body into the record with `id`: `missing` (the
 * call's not-found message) when there is none, the body's field errors when it is invalid.
 */
export function updateById<T extends { id: number }>(
  rows: T[],
  id: number | null,
  missing: string,
  read: (record: T) => Outcome<Partial<T>>,
): Outcome<T> {
  const record = rows.find((row) => row.id === id);
  if (!record) return notFound(missing);
  const fields = read(record);
  if (!fields.ok) return fields;
  Object.assign(record, fields.value);
  return success(record);
}
