import { describe, expect, it } from 'vitest';

import { fixedNow } from '../clock.ts';
import { seedDialogExamples } from '../db/seed/dialog-examples.ts';
import type { Outcome } from '../lib/outcome.ts';
import {
  createApp,
  getProjectShare,
  listApps,
  PROJECT_NOT_FOUND,
  updateProjectShare,
  updateProviders,
  type DialogExamplesDb,
} from './dialog-examples.ts';

const fresh = (): DialogExamplesDb => ({ dialogExamples: seedDialogExamples() });
const PROJECT = 'storefront-redesign';
/** A Visa test number that passes the Luhn check. */
const VISA = '4242 4242 4242 4242';
const APP = {
  name: 'Stock keeper',
  category: 'ecommerce',
  framework: 'react',
  database: 'postgres',
  holder: 'Karen Carrillo',
  number: VISA,
  expiry: '12/29',
  cvc: '123',
};

const valueOf = <T>(outcome: Outcome<T>): T => {
  if (!outcome.ok) throw new Error(`expected success, got ${JSON.stringify(outcome.failure)}`);
  return outcome.value;
};
const errorsOf = <T>(outcome: Outcome<T>): Record<string, string[]> =>
  !outcome.ok && outcome.failure.type === 'invalid' ? outcome.failure.errors : {};

describe('project share', () => {
  it('answers a seeded project with one owner, and a 404 for an unknown one', () => {
    const db = fresh();
    const share = valueOf(getProjectShare(db, PROJECT));
    expect(share.members.filter((m) => m.permission === 'owner')).toHaveLength(1);
    expect(getProjectShare(db, 'nope')).toEqual({
      ok: false,
      failure: { type: 'not-found', message: PROJECT_NOT_FOUND },
    });
  });

  it('replaces the people: known ones keep their name, new ones are named from their email', () => {
    const db = fresh();
    const saved = valueOf(
      updateProjectShare(db, PROJECT, {
        members: [
          { email: 'Lester.McCarthy@atrium.test', permission: 'owner' },
          { email: 'new.person@shop.test', permission: 'edit' },
        ],
      }),
    );
    expect(saved.members.map((m) => [m.name, m.permission])).toEqual([
      ['Lester McCarthy', 'owner'],
      ['new.person', 'edit'],
    ]);
    expect(valueOf(getProjectShare(db, PROJECT)).members).toHaveLength(2);
  });

  it('refuses a bad email, a person listed twice and anything but one owner, changing nothing', () => {
    const db = fresh();
    const before = structuredClone(db.dialogExamples.shares);
    const owner = { email: 'a@shop.test', permission: 'owner' };
    for (const members of [
      [owner, { email: 'not an email', permission: 'view' }],
      [owner, { email: 'A@shop.test', permission: 'view' }],
      [{ email: 'a@shop.test', permission: 'view' }],
      [owner, { email: 'b@shop.test', permission: 'owner' }],
      [owner, { email: 'b@shop.test', permission: 'admin' }],
    ])
      expect(Object.keys(errorsOf(updateProjectShare(db, PROJECT, { members })))).toEqual([
        'members',
      ]);
    expect(db.dialogExamples.shares).toEqual(before);
  });
});

describe('createApp', () => {
  it('stores the app with only the card brand and last four digits, newest listed first', () => {
    const db = fresh();
    const first = valueOf(createApp(db, APP, fixedNow));
    expect(first).toMatchObject({
      id: 1,
      name: 'Stock keeper',
      card: { brand: 'visa', last4: '4242' },
    });
    expect(first.createdAt).toBe(fixedNow.toISOString());
    expect(JSON.stringify(db.dialogExamples.apps)).not.toContain('4242 4242');
    valueOf(createApp(db, { ...APP, name: 'Second' }, fixedNow));
    expect(listApps(db).map((a) => a.name)).toEqual(['Second', 'Stock keeper']);
  });

  it('refuses a taken name, unknown choices and a bad card, with every field at once', () => {
    const db = fresh();
    valueOf(createApp(db, APP, fixedNow));
    const refused = createApp(
      db,
      {
        ...APP,
        name: 'stock KEEPER',
        category: 'games',
        framework: 'svelte',
        database: 'excel',
        number: '4242 4242 4242 4241',
        expiry: '01/20',
        cvc: '1',
      },
      fixedNow,
    );
    expect(Object.keys(errorsOf(refused)).sort()).toEqual(
      ['category', 'cvc', 'database', 'expiry', 'framework', 'name', 'number'].sort(),
    );
    expect(errorsOf(refused).expiry).toEqual(['This card has expired.']);
    expect(db.dialogExamples.apps).toHaveLength(1);
  });
});

describe('updateProviders', () => {
  it('turns on the listed providers and off the others', () => {
    const db = fresh();
    const saved = valueOf(updateProviders(db, { enabled: ['adyen', 'klarna'] }));
    expect(saved.filter((p) => p.enabled).map((p) => p.id)).toEqual(['adyen', 'klarna']);
  });

  it('keeps at least one on and refuses unknown ids', () => {
    const db = fresh();
    expect(errorsOf(updateProviders(db, { enabled: [] }))).toEqual({
      enabled: ['Keep at least one payment provider on.'],
    });
    expect(Object.keys(errorsOf(updateProviders(db, { enabled: ['cash'] })))).toEqual(['enabled']);
    expect(db.dialogExamples.providers.filter((p) => p.enabled)).toHaveLength(2);
  });
});
