import { useTranslation } from 'react-i18next';

import { Button, Card, EmptyState, Skeleton, Stack } from '@atrium/ui';

import { ArticleCards, KnowledgeBase, matchingCategories } from '../../front-pages/index.ts';
import { useGetHelpCenterQuery } from '../api/help.ts';
import { SearchPageFrame } from '../faq/search-page-frame.tsx';
import type { UrlSearch } from '../faq/use-url-search.ts';
import { HelpSection } from './help-section.tsx';
import { LoadErrorCard } from './load-error-card.tsx';

/** The articles: skeleton, error with retry, the search's results, or the three sections. */
function HelpCenterBody({ search }: { search: UrlSearch }) {
  const { t } = useTranslation('pages');
  const help = useGetHelpCenterQuery();
  if (help.isLoading)
    return (
      <Stack gap={6} role="status" aria-label={t('helpCenter.loading')}>
        <Skeleton variant="rounded" height={180} />
        <Skeleton variant="rounded" height={320} />
      </Stack>
    );
  if (help.isError || !help.data)
    return (
      <LoadErrorCard data-testid="help-center-error" message={t('helpCenter.error')} query={help} />
    );
  const { popularArticles, allArticles, keepLearning } = help.data;
  if (search.query) {
    const found = matchingCategories(allArticles, search.query);
    return (
      <HelpSection id="help-results" title={t('helpCenter.results', { query: search.query })}>
        {found.length ? (
          <KnowledgeBase categories={found} />
        ) : (
          <Card>
            <EmptyState
              title={t('helpCenter.empty.title', { query: search.query })}
              description={t('helpCenter.empty.description')}
              headingLevel={3}
              action={
                <Button variant="tonal" onClick={search.clear}>
                  {t('helpCenter.empty.clear')}
                </Button>
              }
            />
          </Card>
        )}
      </HelpSection>
    );
  }
  return (
    <>
      <HelpSection id="help-popular" title={t('helpCenter.popular')}>
        <ArticleCards cards={popularArticles} />
      </HelpSection>
      <HelpSection id="help-knowledge-base" title={t('helpCenter.knowledgeBase')}>
        <KnowledgeBase categories={allArticles} />
      </HelpSection>
      <HelpSection id="help-keep-learning" title={t('helpCenter.keepLearning')}>
        <ArticleCards cards={keepLearning} />
      </HelpSection>
    </>
  );
}

/**
 * The `helpCenter` route (pages/routes.ts), open to everyone in the app's frame: the search (its
 * text in `?q=`), popular articles, every article by category, keep learning, and where to ask.
 */
export function HelpCenterPage() {
  return (
    <SearchPageFrame texts="helpCenter" without="browse">
      {(search) => <HelpCenterBody search={search} />}
    </SearchPageFrame>
  );
}
