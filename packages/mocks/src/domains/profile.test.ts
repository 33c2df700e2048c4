import { describe, expect, it } from 'vitest';

import { seedProfileHeader, seedProfileTabs } from '../db/seed/profile.ts';
import { setProfileConnected, setProfileConnection, type ProfileDb } from './profile.ts';

const NOW = new Date('2026-05-04T09:00:00Z');
const freshDb = (): ProfileDb => ({
  profileHeader: seedProfileHeader(),
  profileTabs: seedProfileTabs(NOW),
});

describe('setProfileConnected', () => {
  it('stores the header toggle and answers the header', () => {
    const db = freshDb();
    expect(db.profileHeader.connected).toBeUndefined();
    const outcome = setProfileConnected(db, { connected: true });
    expect(outcome).toEqual({ ok: true, value: { ...seedProfileHeader(), connected: true } });
    expect(db.profileHeader.connected).toBe(true);
    setProfileConnected(db, { connected: false });
    expect(db.profileHeader.connected).toBe(false);
  });

  it.each([[{}], [{ connected: 'yes' }], [null], ['true']])('refuses %j', (body) => {
    const db = freshDb();
    const outcome = setProfileConnected(db, body);
    expect(outcome.ok).toBe(false);
    expect(db.profileHeader.connected).toBeUndefined();
  });
});

describe('setProfileConnection', () => {
  it('connects and disconnects one card by its exact name', () => {
    const db = freshDb();
    const outcome = setProfileConnection(db, 'Eugenia Parsons', { isConnected: true });
    expect(outcome.ok && outcome.value.isConnected).toBe(true);
    expect(db.profileTabs.connections.find((c) => c.name === 'Eugenia Parsons')?.isConnected).toBe(
      true,
    );
    setProfileConnection(db, 'Mark Gilbert', { isConnected: false });
    expect(db.profileTabs.connections.map((c) => c.isConnected)).toEqual([
      false,
      true,
      false,
      true,
    ]);
  });

  it('answers not found for an unknown name, before reading the body', () => {
    const outcome = setProfileConnection(freshDb(), 'mark gilbert', { isConnected: true });
    expect(outcome).toMatchObject({ ok: false });
    expect(JSON.stringify(outcome)).toContain('No connection named mark gilbert');
  });

  it('refuses a body without a boolean isConnected', () => {
    const db = freshDb();
    const outcome = setProfileConnection(db, 'Mark Gilbert', { isConnected: 1 });
    expect(outcome).toMatchObject({ ok: false });
    expect(db.profileTabs.connections[0]?.isConnected).toBe(true);
  });
});

describe('the profile activity seed', () => {
  it('is newest first and dated before now', () => {
    const times = seedProfileTabs(NOW).profile.activity.map((a) => Date.parse(a.time));
    expect(times.length).toBeGreaterThan(2);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(times.every((t) => t < NOW.getTime())).toBe(true);
  });
});
