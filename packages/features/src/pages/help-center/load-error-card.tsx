import { useTranslation } from 'react-i18next';

import { Card, ErrorState } from '@atrium/ui';

export interface LoadErrorCardProps {
  'data-testid': string;
  message: string;
  /** The failed query: its refetch is the retry. */
  query: { isFetching: boolean; refetch: () => unknown };
}

/** A page's failed call: its message and a retry that asks again. */
export function LoadErrorCard({ 'data-testid': testId, message, query }: LoadErrorCardProps) {
  const { t } = useTranslation('pages');
  return (
    <Card data-testid={testId}>
      <ErrorState
        message={message}
        retryLabel={t('common.retry')}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    </Card>
  );
}
