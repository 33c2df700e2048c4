import { fixedNow } from '@atrium/mocks';

/** When the clock last read `now`: the page's load, then each story's start. */
let start = performance.now();

/**
 * Sets the clock back to the fixed instant: each story starts there, however long the stories
 * before it ran in the same page (a visual run keeps one page for many minutes, and a story's
 * "x minutes ago" would otherwise depend on its place in the run).
 */
export function restartFixedClock(): void {
  start = performance.now();
}

/**
 * Pins "now" for every story so dates in seeded data and "x minutes ago" labels never drift
 * between runs. Time still advances from that instant, so debounces and timers keep working.
 */
export function installFixedClock(now: Date = fixedNow): void {
  const RealDate = globalThis.Date;
  if ((RealDate as { atriumFixed?: boolean }).atriumFixed) return;
  start = performance.now();
  const current = () => now.getTime() + Math.floor(performance.now() - start);
  class FixedDate extends RealDate {
    static atriumFixed = true;
    constructor(...args: unknown[]) {
      if (args.length === 0) super(current());
      // Date's constructor overloads cannot be forwarded with a spread under strict types.
      else super(...(args as [string | number | Date]));
    }
    static override now(): number {
      return current();
    }
  }
  // A class cannot also be callable as Date() is; nothing in Atrium calls Date() without new.
  globalThis.Date = FixedDate as unknown as DateConstructor;
}
