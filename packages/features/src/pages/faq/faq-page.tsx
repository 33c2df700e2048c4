import { useTranslation } from 'react-i18next';

import { Button, Card, EmptyState, Grid, Skeleton } from '@atrium/ui';

import { useGetFaqQuery } from '../api/help.ts';
import { LoadErrorCard } from '../help-center/load-error-card.tsx';
import { FaqTopics } from './faq-topics.tsx';
import { SearchPageFrame } from './search-page-frame.tsx';
import type { UrlSearch } from './use-url-search.ts';

/** The questions: skeleton, error with retry, "no question matches" or the topics. */
function FaqBody({ search }: { search: UrlSearch }) {
  const { t } = useTranslation('pages');
  const faq = useGetFaqQuery(search.query);
  if (faq.isLoading)
    return (
      <Grid columns={{ xs: 1, md: 3 }} gap={6} role="status" aria-label={t('faq.loading')}>
        <Skeleton variant="rounded" height={240} />
        <Grid.Item span={{ xs: 1, md: 2 }}>
          <Skeleton variant="rounded" height={320} />
        </Grid.Item>
      </Grid>
    );
  if (faq.isError)
    return <LoadErrorCard data-testid="faq-error" message={t('faq.error')} query={faq} />;
  const groups = faq.data ?? [];
  if (groups.length === 0)
    return (
      <Card data-testid="faq-empty">
        <EmptyState
          title={t('faq.empty.title', { query: search.query })}
          description={t('faq.empty.description')}
          headingLevel={2}
          action={
            <Button variant="tonal" onClick={search.clear}>
              {t('faq.empty.clear')}
            </Button>
          }
        />
      </Card>
    );
  return (
    <div data-testid="faq-topics" aria-busy={faq.isFetching || undefined}>
      <FaqTopics groups={groups} />
    </div>
  );
}

/**
 * The `faq` route (pages/routes.ts): the questions of the fake API's FAQ by topic, searched as
 * typed with the search in `?q=`, and where to ask a question the FAQ does not answer.
 */
export function FaqPage() {
  return <SearchPageFrame texts="faq">{(search) => <FaqBody search={search} />}</SearchPageFrame>;
}
