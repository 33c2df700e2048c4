import { getDomain as tldtsGetDomain } from 'tldts';
import { describe, expect, it } from 'vitest';

import { getDomain } from './registrable-domain.ts';

describe('getDomain (the fake API build’s stand-in for tldts)', () => {
  it.each(['localhost', '127.0.0.1', '::1', 'app.example.com', 'example.com', 'a.b.atrium.dev'])(
    'agrees with tldts for %s',
    (host) => {
      const options = { allowIcannDomains: true, allowPrivateDomains: true };
      expect(getDomain(host, options)).toBe(tldtsGetDomain(host, options));
    },
  );

  it('answers nothing for an empty or malformed host', () => {
    expect(getDomain('')).toBeNull();
    expect(getDomain('a..com')).toBeNull();
  });
});
