import { describe, expect, it } from 'vitest';

import { prerenderedHtml } from './prerender-html.ts';
import type { PrerenderedPage } from './prerender.tsx';

const face = (weight: number, subset: string, family = 'public-sans') =>
  `@font-face{font-family:X;font-display:swap;font-weight:${weight};src:url(/assets/${family}-${subset}-${weight}-normal-Ab1_c.woff2)format("woff2")}`;

const template = `<!doctype html><html lang="en"><head><meta charset="UTF-8">
<meta name="description" content="Atrium: the back office." />
<title>Atrium</title>
<style>${face(400, 'latin')}${face(400, 'latin-ext')}${face(700, 'latin')}${face(600, 'latin')}${face(500, 'latin', 'noto-sans-arabic')}</style>
</head><body>
<div id="initial-loader"></div><div id="root"></div></body></html>`;

const page: PrerenderedPage = {
  file: 'front-pages/landing.html',
  markup: '<div id="prerendered"><h1>Run your shop</h1></div>',
  css: '.a{font-weight:700}',
  title: 'Shops & "stores" · Atrium',
  description: 'A <calm> dashboard',
};

describe('prerenderedHtml', () => {
  const html = prerenderedHtml(template, page);

  it('puts the page first in the body, before the loader and the root the app renders into', () => {
    expect(html.indexOf('<h1>Run your shop</h1>')).toBeLessThan(
      html.indexOf('id="initial-loader"'),
    );
    expect(html.indexOf('id="initial-loader"')).toBeLessThan(html.indexOf('id="root"'));
  });

  it('gives the page its own title and description, escaped, and its styles in the head', () => {
    expect(html).toContain('<title>Shops &amp; &quot;stores&quot; · Atrium</title>');
    expect(html).toContain('<meta name="description" content="A &lt;calm&gt; dashboard" />');
    expect(html).not.toContain('<title>Atrium</title>');
    expect(html.indexOf('<style id="prerendered-styles">.a{font-weight:700}')).toBeLessThan(
      html.indexOf('</head>'),
    );
  });

  it('asks at once for the Latin faces of the weights the page uses, and waits for them a moment', () => {
    const preloads = [...html.matchAll(/<link rel="preload" as="font"[^>]*href="([^"]+)"/g)].map(
      (m) => m[1],
    );
    // 400 always (the body text), 700 from the page's styles; not 600 (unused), not latin-ext,
    // not another family's Latin subset.
    expect(preloads).toEqual([
      '/assets/public-sans-latin-400-normal-Ab1_c.woff2',
      '/assets/public-sans-latin-700-normal-Ab1_c.woff2',
    ]);
    expect(html).not.toContain('font-display:swap');
    expect(html).toContain('font-display:fallback');
  });

  it('refuses a template without the places it fills', () => {
    expect(() => prerenderedHtml(template.replace('<body>', '<body class="x">'), page)).toThrow(
      /<body>/,
    );
  });
});
