import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Box, EmptyState, ErrorState, Skeleton, Stack, TextField } from '@atrium/ui';

import { FrontPage } from '../layout/front-page.tsx';
import { FrontSection } from '../shared/front-section.tsx';
import { ArticleCards, KnowledgeBase, matchingCategories } from './help-center-sections.tsx';
import { useHelpCenter } from './use-help-center.ts';

/** `/front-pages/help-center`: search, popular articles, the knowledge base, keep learning. */
export function HelpCenterPage() {
  const { t } = useTranslation('front-pages');
  const help = useHelpCenter();
  const [query, setQuery] = useState('');

  const body = () => {
    if (help.status === 'loading')
      return (
        <Stack gap={4} role="status" aria-label={t('helpCenter.loading')}>
          <Skeleton variant="rounded" height={160} />
          <Skeleton variant="rounded" height={240} />
        </Stack>
      );
    if (help.status === 'error')
      return (
        <ErrorState
          title={t('helpCenter.error')}
          onRetry={help.retry}
          retryLabel={t('helpCenter.retry')}
        />
      );
    const categories = matchingCategories(help.data.allArticles, query);
    if (query.trim())
      return (
        <FrontSection id="results" title={t('helpCenter.results', { query: query.trim() })}>
          {categories.length ? (
            <KnowledgeBase categories={categories} />
          ) : (
            <EmptyState title={t('helpCenter.noResults', { query: query.trim() })} />
          )}
        </FrontSection>
      );
    return (
      <>
        <FrontSection id="popular" title={t('helpCenter.popular')}>
          <ArticleCards cards={help.data.popularArticles} />
        </FrontSection>
        <FrontSection id="knowledge-base" title={t('helpCenter.categories')}>
          <KnowledgeBase categories={help.data.allArticles} />
        </FrontSection>
        <FrontSection id="keep-learning" title={t('helpCenter.keepLearning')}>
          <ArticleCards cards={help.data.keepLearning} />
        </FrontSection>
      </>
    );
  };

  return (
    <FrontPage
      page="helpCenter"
      id="help"
      title={t('helpCenter.title')}
      subtitle={t('helpCenter.subtitle')}
      after={<>{body()}</>}
    >
      <Stack align="center">
        <Box maxInlineSize={560} inlineSize="100%">
          <TextField
            type="search"
            label={t('helpCenter.search')}
            prefix={<IconSearch size={18} aria-hidden />}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </Box>
      </Stack>
    </FrontPage>
  );
}
