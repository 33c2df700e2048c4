/**
 * How long the product search waits after the last keystroke before it writes the text to the
 * URL: one history entry per pause in typing, not per key. The server is asked at each keystroke
 * (issue 6 measures a keystroke to the updated rows), so this wait is not on that path.
 */
export const SEARCH_DEBOUNCE_MS = 300;
