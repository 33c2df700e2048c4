import { describe, expect, it } from 'vitest';

import { apiBaseUrl } from './base-url.ts';

describe('apiBaseUrl', () => {
  it('resolves the default /api against the page', () => {
    expect(apiBaseUrl(undefined)).toBe(new URL('/api', globalThis.location.href).href);
  });

  it('keeps an absolute backend URL and drops a trailing slash', () => {
    expect(apiBaseUrl('https://shop.example.com/api/')).toBe('https://shop.example.com/api');
  });
});
