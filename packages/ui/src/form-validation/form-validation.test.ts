import { describe, expect, it } from 'vitest';

import { staffSchema } from './staff-schema.ts';

const valid = {
  name: 'Linda Park',
  email: 'linda@example.com',
  username: 'linda.park',
  discount: '10',
  password: 'correct horse',
  confirm: 'correct horse',
  startOn: '2026-04-01',
  contract: [new File(['%PDF'], 'contract.pdf', { type: 'application/pdf' })],
  terms: true,
};

const messages = async (values: Record<string, unknown>) => {
  const result = await staffSchema.safeParseAsync(values);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('the validation story schema', () => {
  it('accepts a complete form', async () => {
    expect(await messages(valid)).toEqual([]);
  });

  it.each([
    ['matching passwords', { confirm: 'other' }, 'The passwords do not match.'],
    ['async username check', { username: 'ana.silva' }, 'This username is taken.'],
    ['pattern', { username: 'Ana Silva' }, 'Use 3 to 20 lowercase letters, digits or dots.'],
    ['number range', { discount: '31' }, 'Use 30 or less.'],
    ['date range', { startOn: '2026-03-01' }, 'Choose a date in 2026, from today.'],
    ['file type', { contract: [new File(['x'], 'contract.docx')] }, 'Attach a PDF.'],
    ['max length', { name: 'x'.repeat(41) }, 'Use at most 40 characters.'],
    ['email', { email: 'linda@' }, 'Enter a valid email address.'],
  ])('reports %s', async (_rule, change, message) => {
    expect(await messages({ ...valid, ...change })).toContain(message);
  });
});
