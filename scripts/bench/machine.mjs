// What a reader needs to tell a slow machine from a slow page: the load average when a figure was
// taken, and how long a fixed piece of work takes on this machine right now.
import { createHash } from 'node:crypto';
import { loadavg } from 'node:os';

/** The 1-minute load average, rounded: printed beside every figure. */
export const load = () => +loadavg()[0].toFixed(2);

/**
 * Milliseconds for a fixed amount of single-threaded work (hashing 64 MiB in 1 MiB blocks), the
 * best of three: on an idle 2-core CI machine it is the reference; twice that means a busy one.
 */
export function fixedWorkMs() {
  const block = Buffer.alloc(1 << 20, 7);
  let best = Infinity;
  for (let round = 0; round < 3; round += 1) {
    const start = performance.now();
    const hash = createHash('sha256');
    for (let i = 0; i < 64; i += 1) hash.update(block);
    hash.digest();
    best = Math.min(best, performance.now() - start);
  }
  return Math.round(best);
}

/** The middle value (the lower middle of an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
