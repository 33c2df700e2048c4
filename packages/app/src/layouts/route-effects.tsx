import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

import { dropFirstPaint } from '../build/first-paint.ts';
import { routeTitleKey, useCurrentRoute } from '../routing/use-current-route.ts';

/** A hash scrolls smoothly to its element 60 px below the top. */
export const hashScrollOffset = 60;

/**
 * What every navigation does besides rendering: the document title of the screen, and the
 * scroll position: to the hash's element, or to the top.
 */
export function RouteEffects() {
  const { t, i18n } = useTranslation('app');
  const route = useCurrentRoute();
  const { pathname, hash, key } = useLocation();
  // The page a visit lands on stays where it is: at the top, or where the visitor has already
  // scrolled a page painted from its HTML (the landing's) before the app took it over.
  const landing = key === 'default';

  useEffect(dropFirstPaint, []);

  useEffect(() => {
    // Route ids are data, so their title keys are looked up untyped.
    const title: string = route ? String(t(routeTitleKey(route.id))) : '';
    document.title = title ? `${title} · Atrium` : 'Atrium';
  }, [route, t, i18n.language]);

  useEffect(() => {
    // In the next frame rather than in the commit: a scroll needs an up-to-date layout, and in the
    // commit that is a forced one on top of the long task that drew the new screen. The frame lays
    // the page out anyway, and the scroll still lands before the next paint.
    const frame = requestAnimationFrame(() => {
      if (hash) {
        const target = document.getElementById(decodeURIComponent(hash.slice(1)));
        if (target) {
          const top = target.getBoundingClientRect().top + window.scrollY - hashScrollOffset;
          window.scrollTo({ top, behavior: 'smooth' });
          return;
        }
      }
      if (!landing) window.scrollTo({ top: 0 });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash, landing]);

  return null;
}
