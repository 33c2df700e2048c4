/** What a framed message's document needs from the page around it. */
export interface FrameLook {
  /** The prose rules (./prose-css.ts), applied to the frame's body. */
  css: string;
  /** The theme's custom properties those rules read, resolved where the frame is. */
  vars: Record<string, string>;
  /** The page's `@font-face` rules: a frame's document has none of its own. */
  fontFaces: string;
  fontFamily: string;
  lang: string;
  /** The page's direction: the message's when its text has no strong direction of its own. */
  pageDir: 'ltr' | 'rtl';
}

const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;
const STRONG =
  /[A-Za-z\u00c0-\u02af\u0370-\u03ff\u0400-\u04ff\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

/**
 * The direction of a message's first strong letter (the rule of `dir="auto"`, on the text alone,
 * so it holds wherever the frame is drawn), or `fallback` for a message of digits and signs.
 */
export function textDirection(html: string, fallback: 'ltr' | 'rtl'): 'ltr' | 'rtl' {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&[#\w]+;/g, ' ');
  const first = STRONG.exec(text)?.[0];
  if (!first) return fallback;
  return RTL.test(first) ? 'rtl' : 'ltr';
}

/** The custom properties (`--at-…`) a CSS text reads, each once. */
export function varsRead(css: string): string[] {
  return [...new Set([...css.matchAll(/var\((--at-[\w-]+)/g)].map((m) => m[1] ?? ''))].filter(
    Boolean,
  );
}

const quoteAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The `srcdoc` of a framed message: sanitized HTML (never anything else: the caller runs the
 * sanitizer) in a document of its own, with the page's fonts and colours, no margins, and links
 * that open a new tab. Its direction is the text's own (`textDirection`), not the page's: an
 * English mail reads left to right in the Arabic app, and an Arabic one right to left in the
 * English app.
 */
export function frameDocument(cleanHtml: string, look: FrameLook): string {
  const vars = Object.entries(look.vars)
    .map(([name, value]) => `${name}:${value};`)
    .join('');
  return `<!doctype html><html lang="${quoteAttribute(look.lang)}" dir="${textDirection(cleanHtml, look.pageDir)}"><head><meta charset="utf-8"><base target="_blank"><style>${look.fontFaces}
:root{${vars}color-scheme:light dark}
html,body{margin:0;background:transparent}
body{font-family:${look.fontFamily};${look.css}}
</style></head><body>${cleanHtml}</body></html>`;
}
