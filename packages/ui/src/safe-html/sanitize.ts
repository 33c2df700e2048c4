import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

/** What SafeHtml accepts: an HTML string, or an object carrying one (as some API fields do). */
export type SafeHtmlValue = string | { html: string };

/** Where sanitized links open. */
export type SafeHtmlLinkTarget = 'blank' | 'self';

export interface SanitizeOptions {
  /** `blank` opens every link in a new tab; `self` keeps them in this tab. */
  linkTarget?: SafeHtmlLinkTarget;
}

export function isSafeHtmlValue(value: unknown): value is SafeHtmlValue {
  return (
    typeof value === 'string' ||
    (typeof value === 'object' &&
      value !== null &&
      'html' in value &&
      typeof value.html === 'string')
  );
}

/**
 * Content is prose from an editor or an API, never an application: forms and their controls
 * could post data or overlay the page, and inline CSS could restyle it into a fake login.
 */
const forbiddenTags = ['form', 'input', 'button', 'select', 'option', 'textarea', 'style'];
const forbiddenAttributes = ['style', 'formaction', 'action', 'srcdoc'];

const purifiers = new Map<SafeHtmlLinkTarget, Purifier>();

// A private instance per target, so our link hook never leaks into other DOMPurify users.
function purifierFor(linkTarget: SafeHtmlLinkTarget): Purifier {
  let purifier = purifiers.get(linkTarget);
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A' && node.nodeName !== 'AREA') return;
    const element = node;
    if (!element.hasAttribute('href')) return;
    if (linkTarget === 'blank') element.setAttribute('target', '_blank');
    else element.removeAttribute('target');
    // The opened page gets neither `window.opener` nor our URL as referrer.
    element.setAttribute('rel', 'noopener noreferrer');
  });
  purifiers.set(linkTarget, purifier);
  return purifier;
}

/**
 * Cleans untrusted HTML. Returns `null` (and logs a warning) when the value is neither a string
 * nor `{ html: string }`, so callers render nothing instead of `[object Object]`.
 */
export function sanitizeHtml(value: unknown, { linkTarget = 'blank' }: SanitizeOptions = {}) {
  if (!isSafeHtmlValue(value)) {
    console.warn(
      'SafeHtml: expected a string or { html: string }, got',
      value === null ? 'null' : typeof value,
    );
    return null;
  }
  const html = typeof value === 'string' ? value : value.html;
  return purifierFor(linkTarget).sanitize(html, {
    FORBID_TAGS: forbiddenTags,
    FORBID_ATTR: forbiddenAttributes,
  });
}
