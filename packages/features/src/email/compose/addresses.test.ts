import { describe, expect, it } from 'vitest';

import { isEmailAddress, parseAddresses, withAddresses } from './addresses.ts';

describe('parseAddresses', () => {
  it('reads bare and named addresses separated by commas, semicolons or spaces', () => {
    expect(parseAddresses('a@x.io, Amelia Chen <amelia@shop.com>; b@y.org c@z.fr')).toEqual({
      addresses: [
        { email: 'amelia@shop.com', name: 'Amelia Chen' },
        { email: 'a@x.io', name: 'a@x.io' },
        { email: 'b@y.org', name: 'b@y.org' },
        { email: 'c@z.fr', name: 'c@z.fr' },
      ],
      invalid: [],
    });
  });

  it('hands back what is not an address', () => {
    expect(parseAddresses('amelia, bob@, Bob <bob@nowhere>')).toEqual({
      addresses: [],
      invalid: ['Bob <bob@nowhere>', 'amelia', 'bob@'],
    });
    expect(isEmailAddress(' ok@shop.com ')).toBe(true);
    expect(isEmailAddress('no spaces@shop.com')).toBe(false);
  });
});

describe('withAddresses', () => {
  it('adds each address once, in any case', () => {
    const a = { email: 'A@x.io', name: 'A' };
    expect(
      withAddresses(
        [a],
        [
          { email: 'a@X.io', name: 'a' },
          { email: 'b@x.io', name: 'b' },
        ],
      ),
    ).toEqual([a, { email: 'b@x.io', name: 'b' }]);
  });
});
