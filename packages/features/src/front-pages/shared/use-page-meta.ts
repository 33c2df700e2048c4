import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The front pages that carry their own title and description. */
export type FrontPageName = 'landing' | 'pricing' | 'payment' | 'checkout' | 'helpCenter';

function descriptionTag(): HTMLMetaElement {
  const found = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (found) return found;
  const created = document.createElement('meta');
  created.name = 'description';
  document.head.append(created);
  return created;
}

/** A front page's document title and meta description, in `t`'s language. */
export function frontPageMeta(
  t: TFunction<'front-pages'>,
  page: FrontPageName,
): { title: string; description: string } {
  return {
    title: `${t(`meta.${page}.title`)} · ${t('meta.suffix')}`,
    description: t(`meta.${page}.description`),
  };
}

/**
 * The page's document title and meta description, in the current language. Runs after the app's
 * route effects (they title every screen by route), so search engines and tabs get the page's own.
 */
export function usePageMeta(page: FrontPageName): void {
  const { t, i18n } = useTranslation('front-pages');
  useEffect(() => {
    const meta = frontPageMeta(t, page);
    document.title = meta.title;
    const tag = descriptionTag();
    const previous = tag.content;
    tag.content = meta.description;
    return () => {
      tag.content = previous;
    };
  }, [page, t, i18n.language]);
}
