import { describe, expect, it } from 'vitest';

import { fixedNow } from '../clock.ts';
import { createSeed } from '../db/create-seed.ts';
import { countPlusOne, nextId, parseId } from '../lib/ids.ts';
import { BodyReader } from '../lib/validate.ts';
import { listCourses } from './academy.ts';
import { addEvent } from './calendar.ts';
import { postMessage } from './chat.ts';
import { addBoard } from './kanban.ts';
import { listProducts } from './ecommerce/products.ts';
import { createUser, listUsers } from './users.ts';

/** The domain functions are plain functions over the db: no MSW, no HTTP. */
describe('domain functions without MSW', () => {
  it('list products from a plain record query', () => {
    const db = createSeed({ now: fixedNow });
    const result = listProducts(db.products, {
      category: 'Games',
      sortBy: 'qty',
      orderBy: 'desc',
      itemsPerPage: 3,
    });
    expect(result.total).toBe(10);
    expect(result.products).toHaveLength(3);
  });

  it('applies the README "Seed" id rules', () => {
    const db = createSeed({ now: fixedNow });
    expect(
      addEvent(db.calendarEvents, {
        title: 'A',
        start: '2026-03-18',
        extendedProps: { calendar: 'ETC' },
      }),
    ).toMatchObject({ ok: true, value: { id: 11 } });
    expect(postMessage(db.chat, 9, { message: 'hi', senderId: 11 }, fixedNow)).toMatchObject({
      ok: true,
      value: { chat: { id: 3 } },
    });
    expect(addBoard(db.kanban, { title: 'Later' })).toMatchObject({ ok: true, value: { id: 4 } });
    expect(
      createUser(db.users, {
        fullName: 'N',
        email: 'n@example.com',
        role: 'author',
        currentPlan: 'basic',
      }),
    ).toMatchObject({ ok: true, value: { id: 51 } });
  });

  it('reports users paging and course lists as the handlers do', () => {
    const db = createSeed({ now: fixedNow });
    expect(listUsers(db.users, { itemsPerPage: 20 })).toMatchObject({
      totalPages: 3,
      totalUsers: 50,
      page: 1,
    });
    expect(listCourses(db.courses, { label: 'art' }).total).toBe(5);
  });
});

describe('id helpers', () => {
  it('nextId is the largest id plus one', () => {
    expect(nextId([])).toBe(1);
    expect(nextId([{ id: 4 }, { id: 9 }, { id: 2 }])).toBe(10);
  });

  it('countPlusOne is count + 1, moved past ids still in use', () => {
    expect(countPlusOne([{ id: 1 }, { id: 2 }])).toBe(3);
    expect(countPlusOne([{ id: 2 }, { id: 3 }])).toBe(4);
  });

  it('parseId accepts positive whole numbers only', () => {
    expect(parseId('42')).toBe(42);
    for (const bad of ['0', '-1', '1.5', '1e3', 'abc', '', undefined, '9'.repeat(20)])
      expect(parseId(bad)).toBeNull();
  });
});

describe('BodyReader', () => {
  it('collects one message per bad field and canonicalises enum spelling', () => {
    const reader = new BodyReader({ name: '', age: 'x', kind: 'BETA', when: 'soon', email: 'a@b' });
    reader.string('name');
    reader.number('age');
    expect(reader.oneOf('kind', ['alpha', 'beta'])).toBe('beta');
    reader.date('when');
    reader.email('email');
    reader.boolean('flag');
    expect(Object.keys(reader.errors).sort()).toEqual(['age', 'email', 'flag', 'name', 'when']);
  });

  it('skips absent fields in partial mode and refuses non-object bodies', () => {
    const partial = new BodyReader({}, true);
    expect(partial.string('name')).toBeUndefined();
    expect(partial.ok).toBe(true);
    expect(new BodyReader([1, 2]).errors).toHaveProperty('body');
  });
});
