import { describe, expect, it } from 'vitest';

import { emailMatchesQuery } from './email.ts';

const mail = { from: { name: 'Amelia Chen' }, subject: 'Partnership proposal' };

describe('emailMatchesQuery', () => {
  it('matches the sender name or the subject, in any case, the text trimmed', () => {
    expect(emailMatchesQuery(mail, 'amelia')).toBe(true);
    expect(emailMatchesQuery(mail, '  PARTNER ')).toBe(true);
    expect(emailMatchesQuery(mail, 'ship pro')).toBe(true);
  });

  it('matches everything for no text, and nothing for text in neither field', () => {
    expect(emailMatchesQuery(mail, '   ')).toBe(true);
    expect(emailMatchesQuery(mail, 'invoice')).toBe(false);
    // The name and the subject are searched apart, not as one string.
    expect(emailMatchesQuery(mail, 'chen partnership')).toBe(false);
  });
});
