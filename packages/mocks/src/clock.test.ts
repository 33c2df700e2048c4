import { describe, expect, it } from 'vitest';

import { fixedClock, fixedNow } from './clock.ts';

describe('fixedClock', () => {
  it('always answers the same instant, as a new Date each time', () => {
    const a = fixedClock();
    a.setFullYear(2000);
    expect(fixedClock().toISOString()).toBe(fixedNow.toISOString());
  });
});
