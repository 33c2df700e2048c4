/**
 * How long the search waits after the last keystroke before it writes the text to the URL: one
 * history entry per pause in typing, not per key. The list asks the server at each keystroke
 * (`useTypedSearch`), so this wait is not on that path.
 */
export const SEARCH_DEBOUNCE_MS = 300;
