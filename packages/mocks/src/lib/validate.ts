import { isRecord } from './text.ts';

interface FieldOptions {
  /** Defaults to true when creating, false when updating (a partial body). */
  required?: boolean;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Reads fields of an untrusted JSON body, collecting one message per bad field, so a form gets
 * every error at once as `{ errors: { field: [message] } }`. In partial mode (updates) absent
 * fields are skipped and only present ones are checked.
 */
export class BodyReader {
  readonly errors: Record<string, string[]> = {};
  private readonly body: Record<string, unknown>;

  constructor(
    body: unknown,
    private readonly partial = false,
  ) {
    this.body = isRecord(body) ? body : {};
    if (!isRecord(body)) this.fail('body', 'The request body must be a JSON object.');
  }

  get ok(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  has(field: string): boolean {
    return this.body[field] !== undefined;
  }

  fail(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }

  private present(field: string, options: FieldOptions): boolean {
    if (this.body[field] !== undefined && this.body[field] !== null) return true;
    if (options.required ?? !this.partial) this.fail(field, `${field} is required.`);
    return false;
  }

  string(
    field: string,
    options: FieldOptions & { max?: number; allowEmpty?: boolean } = {},
  ): string | undefined {
    if (!this.present(field, options)) return undefined;
    const value = this.body[field];
    if (typeof value !== 'string') return void this.fail(field, `${field} must be text.`);
    const trimmed = value.trim();
    if (trimmed === '' && !options.allowEmpty)
      return void this.fail(field, `${field} must not be empty.`);
    if (trimmed.length > (options.max ?? 500))
      return void this.fail(field, `${field} must be at most ${options.max ?? 500} characters.`);
    return trimmed;
  }

  email(field: string, options: FieldOptions = {}): string | undefined {
    const value = this.string(field, { ...options, max: 254 });
    if (value !== undefined && !EMAIL.test(value))
      return void this.fail(field, `${field} must be a valid email address.`);
    return value;
  }

  number(
    field: string,
    options: FieldOptions & { min?: number; max?: number; integer?: boolean } = {},
  ): number | undefined {
    if (!this.present(field, options)) return undefined;
    const raw = this.body[field];
    // Form inputs often send numbers as text; accept '12.5' but not '', 'abc' or '1e999'.
    const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
    if (typeof value !== 'number' || !Number.isFinite(value))
      return void this.fail(field, `${field} must be a number.`);
    if (options.integer && !Number.isInteger(value))
      return void this.fail(field, `${field} must be a whole number.`);
    if (options.min !== undefined && value < options.min)
      return void this.fail(field, `${field} must be at least ${options.min}.`);
    if (options.max !== undefined && value > options.max)
      return void this.fail(field, `${field} must be at most ${options.max}.`);
    return value;
  }

  boolean(field: string, options: FieldOptions = {}): boolean | undefined {
    if (!this.present(field, options)) return undefined;
    const value = this.body[field];
    if (typeof value !== 'boolean') return void this.fail(field, `${field} must be true or false.`);
    return value;
  }

  /** One of `options`, matched case-insensitively and returned in its canonical spelling. */
  oneOf<T extends string | number>(
    field: string,
    allowed: readonly T[],
    options: FieldOptions = {},
  ): T | undefined {
    if (!this.present(field, options)) return undefined;
    const value = this.body[field];
    const match = allowed.find((a) =>
      typeof a === 'string' && typeof value === 'string'
        ? a.toLowerCase() === value.trim().toLowerCase()
        : a === value,
    );
    if (match === undefined)
      return void this.fail(field, `${field} must be one of: ${allowed.join(', ')}.`);
    return match;
  }

  /** An ISO date or date-time; returned as given (trimmed). */
  date(field: string, options: FieldOptions = {}): string | undefined {
    const value = this.string(field, { ...options, max: 40 });
    if (value !== undefined && Number.isNaN(Date.parse(value)))
      return void this.fail(field, `${field} must be a date.`);
    return value;
  }

  /** A list whose every element passes `check`. */
  list<T>(
    field: string,
    check: (item: unknown) => item is T,
    options: FieldOptions & { what?: string } = {},
  ): T[] | undefined {
    if (!this.present(field, options)) return undefined;
    const value = this.body[field];
    if (!Array.isArray(value) || !value.every(check))
      return void this.fail(field, `${field} must be a list of ${options.what ?? 'valid values'}.`);
    return [...value];
  }

  raw(field: string): unknown {
    return this.body[field];
  }
}

/** Removes keys whose value is undefined, so a partial update never blanks a field. */
export function defined<T extends Record<string, unknown>>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<T>;
}
