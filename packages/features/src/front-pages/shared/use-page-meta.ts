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

/**
 * The page's document title and meta description, in the current language. Runs after the app's
 * route effects (they title every screen by route), so search engines and tabs get the page's own.
 */
export function usePageMeta(page: FrontPageName): void {
  const { t, i18n } = useTranslation('front-pages');
  useEffect(() => {
    document.title = `${t(`meta.${page}.title`)} · ${t('meta.suffix')}`;
    const tag = descriptionTag();
    const previous = tag.content;
    tag.content = t(`meta.${page}.description`);
    return () => {
      tag.content = previous;
    };
  }, [page, t, i18n.language]);
}
