import type { AnyHandler } from 'msw';

export { fixedClock, fixedNow, realClock, type Clock } from './clock.ts';

/** Handlers per domain; a story overrides one domain through `parameters.msw.handlers.<domain>`. */
export const handlersByDomain: Record<string, AnyHandler[]> = {};

/** Every HTTP and WebSocket handler of the fake API. */
export const handlers: AnyHandler[] = Object.values(handlersByDomain).flat();
