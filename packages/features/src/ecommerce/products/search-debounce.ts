/**
 * How long the product search waits after the last keystroke before it asks the server: one
 * request per pause in typing, not per key. The bench (bench/product-search.bench.ts) subtracts
 * it to report what the code itself takes.
 */
export const SEARCH_DEBOUNCE_MS = 300;
