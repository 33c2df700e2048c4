import { describe, expect, it } from 'vitest';

import { frameDocument, textDirection, varsRead } from './frame-document.ts';

describe('frameDocument', () => {
  it('reads each custom property a CSS text uses, once', () => {
    expect(
      varsRead(
        'color: var(--at-color-text-primary); a { color: var(--at-color-primary-text) } b { color: var(--at-color-text-primary) }',
      ),
    ).toEqual(['--at-color-text-primary', '--at-color-primary-text']);
  });

  it('puts the clean HTML in a document with the page’s look, the text’s own direction and new-tab links', () => {
    const doc = frameDocument('<p>Hi</p>', {
      css: 'color: var(--at-color-text-primary);',
      vars: { '--at-color-text-primary': '#2f2b3d' },
      fontFaces: '@font-face{font-family:X;src:url(/x.woff2)}',
      fontFamily: '"Public Sans", sans-serif',
      lang: 'ar"><script>',
      pageDir: 'ltr',
    });
    const parsed = new DOMParser().parseFromString(doc, 'text/html');
    expect(parsed.documentElement.dir).toBe('ltr');
    expect(parsed.documentElement.lang).toBe('ar"><script>');
    expect(parsed.querySelector('script')).toBeNull();
    expect(parsed.querySelector('base')?.getAttribute('target')).toBe('_blank');
    expect(parsed.body.innerHTML).toBe('<p>Hi</p>');
    const style = parsed.querySelector('style')?.textContent ?? '';
    expect(style).toContain('--at-color-text-primary:#2f2b3d;');
    expect(style).toContain('@font-face{font-family:X;src:url(/x.woff2)}');
    expect(style).toContain(
      'body{font-family:"Public Sans", sans-serif;color: var(--at-color-text-primary);}',
    );
  });

  it('reads in its text’s direction: the first strong letter’s, else the page’s', () => {
    expect(textDirection('<p dir="ltr">مرحبا جون</p>', 'ltr')).toBe('rtl');
    expect(textDirection('<p>5437 — Hello</p><p>مرحبا</p>', 'rtl')).toBe('ltr');
    expect(textDirection('<p>&nbsp;123 456 &amp; 7</p>', 'rtl')).toBe('rtl');
    expect(textDirection('<p>123</p>', 'ltr')).toBe('ltr');
  });
});
