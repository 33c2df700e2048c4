import '@testing-library/jest-dom/vitest';
// Browser APIs jsdom lacks (ResizeObserver, scrollIntoView, pointer capture) that Radix calls.
import '../packages/ui/src/test/dom-shims.ts';

import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait for the screen to get somewhere, they do not time it: on a loaded 2-core
// CI machine a fake-API answer plus a render can take longer than the 1 s default.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // Node-environment tests (the fake API, lint rules) have no localStorage.
  globalThis.localStorage?.clear();
});

// jsdom has no matchMedia; the theme's "system" mode asks it.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
}
