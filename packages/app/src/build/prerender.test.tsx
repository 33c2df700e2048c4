import { describe, expect, it } from 'vitest';

import { frontResources } from '@atrium/features/front-pages';

import { prerenderedPages, prerenderPage } from './prerender.tsx';

const { en: enTexts, ar: arTexts } = frontResources;

describe('prerenderPage', () => {
  it('renders the landing page in the default language, the others as templates, with its styles', async () => {
    const landing = prerenderedPages.find((page) => page.id === 'front.landing');
    if (!landing) throw new Error('the landing page is not prerendered');
    const page = await prerenderPage(landing);
    expect(page.file).toBe('front-pages/landing.html');
    expect(page.title).toBe(`${enTexts.meta.landing.title} · ${enTexts.meta.suffix}`);

    const doc = new DOMParser().parseFromString(`<body>${page.markup}</body>`, 'text/html');
    expect(doc.querySelector('#prerendered h1')?.textContent).toBe(enTexts.hero.title);
    const templates = [
      ...doc.querySelectorAll<HTMLTemplateElement>('template[data-prerendered-lang]'),
    ];
    expect(templates.map((t) => t.dataset.prerenderedLang)).toEqual(['fr', 'de', 'ar']);
    const ar = templates.find((t) => t.dataset.prerenderedLang === 'ar');
    expect(ar?.content.querySelector('h1')?.textContent).toBe(arTexts.hero.title);

    // Every class the markup uses is styled, and the app's root stays hidden beside it.
    const h1Class = doc.querySelector('#prerendered h1')?.className.split(' ').at(-1);
    expect(page.css).toContain(`.${h1Class}{`);
    expect(page.css).toMatch(/#prerendered~#root\{[^}]*visibility:hidden/);
    expect(page.css).not.toContain('data-styled');
  });
});
