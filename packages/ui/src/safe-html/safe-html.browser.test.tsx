import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { SafeHtml } from './safe-html.tsx';
// A module import, not the browser's readFile command: the corpus comes in as JSON with the
// test. Its sources and licences: test-data/README.md.
import corpus from './test-data/xss-vectors.json';

interface Vector {
  payload: string;
  title: string | null;
  category: string;
}

/**
 * Every payload of the XSS corpus, rendered in real Chromium: a sanitizer that only passes
 * string comparisons in jsdom can still lose to the browser's own parser (mXSS).
 */
const vectors: Vector[] = corpus;

const fired: string[] = [];
const saved = Object.getOwnPropertyDescriptors(window);
const dialogs = ['alert', 'confirm', 'prompt'] as const;

beforeAll(() => {
  window.alert = (message?: unknown) => void fired.push(`alert(${String(message)})`);
  window.confirm = (message?: string) => (fired.push(`confirm(${String(message)})`), false);
  window.prompt = (message?: string) => (fired.push(`prompt(${String(message)})`), null);
  (window as unknown as { __xss: (tag: string) => void }).__xss = (tag) => void fired.push(tag);
});

afterAll(() => {
  for (const name of dialogs) {
    const descriptor = saved[name];
    if (descriptor) Object.defineProperty(window, name, descriptor);
  }
});

afterEach(() => {
  cleanup();
  fired.length = 0;
});

const tick = (ms = 40) => new Promise((resolve) => setTimeout(resolve, ms));

// A navigation to a real URL would unload the test page; only javascript: links are followed,
// since executing those is exactly what must be caught.
function protocolOf(link: Element): string {
  const href = link.getAttribute('href') ?? link.getAttribute('xlink:href') ?? '';
  try {
    return new URL(href, location.href).protocol;
  } catch {
    return 'invalid:';
  }
}

function blockSafeNavigation(event: MouseEvent) {
  const link = (event.target as Element | null)?.closest?.('a, area');
  if (link && protocolOf(link) !== 'javascript:') event.preventDefault();
}

const eventNames = [
  'click',
  'dblclick',
  'focus',
  'focusin',
  'blur',
  'mouseover',
  'mouseenter',
  'pointerover',
  'pointerdown',
  'load',
  'error',
  'submit',
  'toggle',
  'loadstart',
  'animationstart',
  'input',
  'change',
];

async function poke(root: Element) {
  document.addEventListener('click', blockSafeNavigation, true);
  try {
    for (const element of root.querySelectorAll('*')) {
      // Not bubbling: every element gets its own event, and none reaches the test runner's window.
      for (const name of eventNames) element.dispatchEvent(new Event(name));
      if (element instanceof HTMLElement || element instanceof SVGElement) element.focus();
    }
    // SVG links have no click(); a dispatched click activates HTML and SVG links alike.
    for (const link of root.querySelectorAll('a, area')) {
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    }
  } finally {
    document.removeEventListener('click', blockSafeNavigation, true);
  }
  await tick();
}

function dangerousLeftovers(root: Element): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      // Browsers ignore whitespace and control characters inside a URL scheme.
      // eslint-disable-next-line no-control-regex
      const value = attribute.value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
      if (attribute.name.startsWith('on')) found.push(`${element.localName}[${attribute.name}]`);
      if (/^(javascript|vbscript|data:text\/html)/.test(value) && attribute.name !== 'alt') {
        found.push(`${element.localName}[${attribute.name}=${attribute.value}]`);
      }
      if (attribute.name === 'srcdoc') found.push(`${element.localName}[srcdoc]`);
    }
    if (/^(script|iframe|frame|object|embed|form)$/.test(element.localName)) {
      found.push(element.localName);
    }
  }
  return found;
}

describe('SafeHtml against the shared XSS corpus', () => {
  it('reads the corpus', () => {
    expect(vectors.length).toBeGreaterThan(100);
  });

  it('detects an unsanitized payload, so the checks below can fail', async () => {
    const raw = document.createElement('div');
    document.body.append(raw);
    raw.innerHTML =
      '<img src="x" onerror="alert(1)"><a href="javascript:__xss(\'link\')">go</a>' +
      '<b onmouseover="__xss(\'hover\')">b</b>';
    await tick(300);
    await poke(raw);
    const leftovers = dangerousLeftovers(raw);
    // The image's load of "x" can outlast this test; a detached image still runs onerror, which
    // would then fire inside the next test. Disarm the handlers before letting go of the element.
    for (const element of raw.querySelectorAll('*')) {
      for (const attribute of [...element.attributes]) {
        if (attribute.name.startsWith('on')) element.removeAttribute(attribute.name);
      }
    }
    raw.remove();
    expect(fired).toEqual(expect.arrayContaining(['alert(1)', 'link', 'hover']));
    expect(leftovers).not.toEqual([]);
  });

  describe.each(vectors.map((v, i) => [`#${i} ${v.category}: ${v.title ?? ''}`, v] as const))(
    '%s',
    (_, vector) => {
      it('executes nothing when rendered, re-parsed and interacted with', async () => {
        const { container } = renderWithTheme(<SafeHtml html={vector.payload} />);
        const rendered = container.firstElementChild ?? container;
        await tick();
        await poke(rendered);
        expect(dangerousLeftovers(rendered)).toEqual([]);

        // A second parse of the output is where mutation XSS hides.
        const reparsed = document.createElement('div');
        document.body.append(reparsed);
        reparsed.innerHTML = rendered.innerHTML;
        await tick();
        await poke(reparsed);
        const leftovers = dangerousLeftovers(reparsed);
        reparsed.remove();
        expect(leftovers).toEqual([]);
        expect(fired).toEqual([]);
      });
    },
  );
});
