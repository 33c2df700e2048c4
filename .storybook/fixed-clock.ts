import { fixedNow } from '@atrium/mocks';

/**
 * Pins "now" for every story so dates in seeded data and "x minutes ago" labels never drift
 * between runs. Time still advances from that instant, so debounces and timers keep working.
 */
export function installFixedClock(now: Date = fixedNow): void {
  const RealDate = globalThis.Date;
  if ((RealDate as { atriumFixed?: boolean }).atriumFixed) return;
  const start = performance.now();
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
