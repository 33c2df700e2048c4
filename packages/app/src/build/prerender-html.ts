import { firstPaintIds } from './first-paint.ts';
import type { PrerenderedPage } from './prerender.tsx';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The Latin faces of Public Sans (the default language's font) in the weights the page uses. */
function latinFontFiles(template: string, css: string): string[] {
  const weights = new Set(['400', ...[...css.matchAll(/font-weight:\s*(\d00)/g)].map((m) => m[1])]);
  const files = [
    ...template.matchAll(/url\((\/[^)]*\/public-sans-latin-(\d00)-normal-[\w-]+\.woff2)\)/g),
  ];
  return [...new Set(files.filter((m) => weights.has(m[2] ?? '')).map((m) => m[1] ?? ''))];
}

/**
 * A prerendered page's document: the built index.html (its pre-paint and start scripts, loader and
 * root kept) with the page's title and description, its styles at the end of `<head>`, and its
 * markup first in `<body>`.
 *
 * Its text should first paint in its own font: painted in the fallback and then again by the app
 * in Public Sans, the heading would take up more room the second time, and count as the largest
 * paint only then. So the page asks for its Latin faces at once, and waits for them a moment
 * (`font-display: fallback`, 100 ms) before it paints in the fallback font.
 *
 * Throws if the template lacks what it replaces: a page silently missing its markup would pass
 * for the plain app.
 */
export function prerenderedHtml(template: string, page: PrerenderedPage): string {
  const steps: [RegExp, string][] = [
    [/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`],
    [
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(page.description)}" />`,
    ],
    [/font-display:swap/g, 'font-display:fallback'],
    [
      /<\/head>/,
      latinFontFiles(template, page.css)
        .map(
          (href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`,
        )
        .join('\n') + '\n</head>',
    ],
    [/<\/head>/, `<style id="${firstPaintIds.pageStyles}">${page.css}</style>\n</head>`],
    [/<body>/, `<body>\n${page.markup}`],
  ];
  return steps.reduce((html, [pattern, replacement]) => {
    if (!pattern.test(html)) throw new Error(`index.html has no ${pattern.source} to fill`);
    return html.replace(pattern, () => replacement);
  }, template);
}
