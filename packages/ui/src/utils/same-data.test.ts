import { createElement } from 'react';
import { describe, expect, it } from 'vitest';

import { sameData } from './same-data.ts';

const invoice = () => ({
  id: 4987,
  total: 3428.5,
  client: { name: 'Jordan Stevenson', address: { lines: ['7777 Mendez Plains'], zip: null } },
  tags: ['a', 'b'],
});

describe('sameData', () => {
  it('holds two answers of the same record the same, however deep', () => {
    expect(sameData(invoice(), invoice())).toBe(true);
    expect(sameData([invoice(), 1, 'x'], [invoice(), 1, 'x'])).toBe(true);
    expect(sameData(Number.NaN, Number.NaN)).toBe(true);
  });

  it('sees a changed, added or missing field at any depth', () => {
    const changed = invoice();
    changed.client.address.lines[0] = '7778 Mendez Plains';
    expect(sameData(invoice(), changed)).toBe(false);
    expect(sameData(invoice(), { ...invoice(), balance: 0 })).toBe(false);
    const { tags: _tags, ...missing } = invoice();
    expect(sameData(invoice(), { ...missing, other: ['a', 'b'] })).toBe(false);
    expect(sameData({ a: undefined }, { b: undefined })).toBe(false);
    expect(sameData([1, 2], [1, 2, 3])).toBe(false);
    expect(sameData([1], { 0: 1 })).toBe(false);
    expect(sameData(null, {})).toBe(false);
  });

  it('compares anything but plain data by identity only', () => {
    expect(sameData(new Date(0), new Date(0))).toBe(false);
    expect(sameData({ at: new Date(0) }, { at: new Date(0) })).toBe(false);
    const date = new Date(0);
    expect(sameData({ at: date }, { at: date })).toBe(true);
  });

  it('holds two elements alike when they would render alike', () => {
    expect(sameData(createElement('b', null, 'x'), createElement('b', null, 'x'))).toBe(true);
    expect(sameData(createElement('b', null, 'x'), createElement('b', null, 'y'))).toBe(false);
  });

  it('stops at a depth rather than follow a deep or endless structure', () => {
    const deep = (n: number): unknown => (n === 0 ? 1 : { next: deep(n - 1) });
    expect(sameData(deep(5), deep(5))).toBe(true);
    expect(sameData(deep(10), deep(10))).toBe(false);
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    const other: Record<string, unknown> = {};
    other.self = other;
    expect(sameData(loop, other)).toBe(false);
  });
});
