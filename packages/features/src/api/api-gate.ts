/**
 * Something that must be in place before the first API call: in the app with VITE_MOCK_API, the
 * fake API's service worker. Opening the gate lazily lets the login page paint (and be used)
 * without waiting for the fake API's large chunk; the first request waits for it instead.
 */
let open: () => Promise<void> = () => Promise.resolve();
let opening: Promise<void> | null = null;

/** Sets what to wait for; `start` runs once, on the first request or on `openApiGate()`. */
export function setApiGate(start: () => Promise<void>): void {
  open = start;
  opening = null;
}

/** Starts the gate now (a signed-in user will fetch at once) and resolves when it is open. */
export function openApiGate(): Promise<void> {
  opening ??= open().catch((error: unknown) => {
    // Requests then go to the network and fail visibly; the next request tries again.
    opening = null;
    throw error;
  });
  return opening;
}
