import { describe, expect, it } from 'vitest';

import { errorMessageOf, fieldErrorsOf, statusOf } from './server-errors.ts';

describe('server errors', () => {
  it('reads the field errors of a 400 and nothing else', () => {
    const error = { status: 400, data: { errors: { email: ['taken'], note: 'not a list' } } };
    expect(fieldErrorsOf(error)).toEqual({ email: ['taken'] });
    expect(fieldErrorsOf({ status: 'FETCH_ERROR' })).toBeNull();
  });

  it('reads the text of an `{ error }` answer', () => {
    expect(errorMessageOf({ status: 404, data: { error: 'Something went wrong' } })).toBe(
      'Something went wrong',
    );
    expect(errorMessageOf({ status: 404, data: { message: 'x' } })).toBeUndefined();
    expect(errorMessageOf(undefined)).toBeUndefined();
  });

  it('reads the status', () => {
    expect(statusOf({ status: 404 })).toBe(404);
    expect(statusOf({ status: 'FETCH_ERROR' })).toBe('FETCH_ERROR');
    expect(statusOf(null)).toBeUndefined();
  });
});
