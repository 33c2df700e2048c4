/**
 * The instant stories and tests treat as "now", so seeded dates and relative labels never drift.
 * The browser app uses the real clock.
 */
export const fixedNow = new Date('2026-03-18T09:30:00.000Z');

export type Clock = () => Date;
export const realClock: Clock = () => new Date();
export const fixedClock: Clock = () => new Date(fixedNow.getTime());
