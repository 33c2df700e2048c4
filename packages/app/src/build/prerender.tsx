import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';

import { frontPageMeta, type FrontPageName } from '@atrium/features/front-pages';
import { AppearanceProvider, defaultLanguage, supportedLanguages } from '@atrium/ui';

import { createAppI18n } from '../create-app-i18n.ts';
import { featureRouteList } from '../routing/route-table.ts';
import { firstPaintIds } from './first-paint.ts';

/** The pages whose HTML the build renders ahead of time, by route id: a visitor's first screens. */
export const prerenderedPages: readonly { id: string; meta: FrontPageName }[] = [
  { id: 'front.landing', meta: 'landing' },
];

export interface PrerenderedPage {
  /** Where the page's HTML goes in the build, beside index.html: `front-pages/landing.html`. */
  file: string;
  /**
   * The page's first commit in the default language, and in the others as templates: a script
   * just after them puts the stored language's in its place before the first paint (one copy in
   * the page, so its ids stay unique).
   */
  markup: string;
  /** The styles of that markup, and the rules that hide the app's root until it takes over. */
  css: string;
  /** The default language's document title and meta description. */
  title: string;
  description: string;
}

/** styled-components' bookkeeping for rehydration: these styles are never rehydrated. */
const rehydrationMarks =
  /data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}\/\*!sc\*\/\n?|\/\*!sc\*\/\n?/g;

/**
 * While the page's markup is there, it is what shows: the loader stays hidden and the app renders
 * its first screen unseen, at the same place, so swapping one for the other moves nothing (no
 * layout shift, and the largest paint stays the early one).
 */
const swapRules = `#${firstPaintIds.page}~#${firstPaintIds.loader}{display:none}
#${firstPaintIds.page}~#root{position:absolute;inset-block-start:0;inset-inline:0;visibility:hidden}`;

/** Swaps in the `<html lang>`'s copy (set by the pre-paint script) and drops the templates. */
const pickLanguageScript = `(function(){var d=document,p=d.getElementById('${firstPaintIds.page}'),l=d.documentElement.lang;
d.querySelectorAll('template[data-prerendered-lang]').forEach(function(t){if(p&&t.getAttribute('data-prerendered-lang')===l)p.replaceChildren(t.content);t.remove()})})();`;

/**
 * Renders a page's first commit to HTML in every language (Node, at build time: the Vite plugin
 * `prerenderPages` in vite.config.ts). What the page draws after its first commit (lazy sections,
 * data) is not in it: the app draws that once it has taken over.
 */
export async function prerenderPage({
  id,
  meta,
}: (typeof prerenderedPages)[number]): Promise<PrerenderedPage> {
  const route = featureRouteList.find((r) => r.id === id);
  if (!route?.load) throw new Error(`No route ${id} with a screen to prerender`);
  const { Component } = await route.load();
  const texts = await Promise.all(
    supportedLanguages.map(async (language) => {
      const i18n = await createAppI18n(language);
      await i18n.loadNamespaces([...(route.namespaces ?? [])]);
      return { language, i18n };
    }),
  );
  const defaultTexts = texts.find((entry) => entry.language === defaultLanguage)?.i18n;
  if (!defaultTexts) throw new Error(`No ${defaultLanguage} texts to prerender with`);
  const sheet = new ServerStyleSheet();
  try {
    // Every language in one go, with nothing awaited between: a lazy part (the footer, a menu)
    // that started loading in the first render must not have arrived by the next. Each copy is
    // the page's first commit, its lazy parts their stand-ins, as the app's own first commit.
    let main = '';
    const others: string[] = [];
    for (const { language, i18n } of texts) {
      const markup = renderToString(
        sheet.collectStyles(
          <I18nextProvider i18n={i18n}>
            <AppearanceProvider>
              <StaticRouter location={route.path}>
                <Component />
              </StaticRouter>
            </AppearanceProvider>
          </I18nextProvider>,
        ),
      );
      if (language === defaultLanguage) main = markup;
      else others.push(`<template data-prerendered-lang="${language}">${markup}</template>`);
    }
    const styles = sheet
      .getStyleTags()
      .replace(/<\/?style[^>]*>/g, '')
      .replace(rehydrationMarks, '');
    return {
      file: `${route.path.replace(/^\//, '')}.html`,
      markup: `<div id="${firstPaintIds.page}">${main}</div>\n${others.join('\n')}\n<script>${pickLanguageScript}</script>`,
      css: `${styles}\n${swapRules}`,
      ...frontPageMeta(defaultTexts.getFixedT(defaultLanguage, 'front-pages'), meta),
    };
  } finally {
    sheet.seal();
  }
}
