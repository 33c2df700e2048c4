import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Stack } from '@atrium/ui';

import { SearchHero } from './search-hero.tsx';
import { StillHaveQuestion } from './still-have-question.tsx';
import { useUrlSearch, type UrlSearch } from './use-url-search.ts';

export interface SearchPageFrameProps {
  /** The texts' block: its title, subtitle, search label and placeholder. */
  texts: 'faq' | 'helpCenter';
  /** What the search finds (or the page's sections without one). */
  children: (search: UrlSearch) => ReactNode;
  /** The way to ask that is this very page. */
  without?: 'browse';
}

/** The FAQ's and the help center's page: the search hero, what it finds, and where to ask. */
export function SearchPageFrame({ texts, children, without }: SearchPageFrameProps) {
  const { t } = useTranslation('pages');
  const search = useUrlSearch();
  return (
    <Stack gap={8}>
      <SearchHero
        title={t(`${texts}.title`)}
        subtitle={t(`${texts}.subtitle`)}
        searchLabel={t(`${texts}.search`)}
        placeholder={t(`${texts}.searchPlaceholder`)}
        search={search}
      />
      {children(search)}
      <StillHaveQuestion without={without} />
    </Stack>
  );
}
