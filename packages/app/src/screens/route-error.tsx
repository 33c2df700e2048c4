import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useNavigate, useRouteError } from 'react-router-dom';

import { Button, Card, Stack, Typography } from '@atrium/ui';

/**
 * A screen that failed to load or render: the layout and navigation stay, this card offers a
 * retry (re-runs the route) and a way home.
 */
export function RouteError() {
  const { t } = useTranslation('app');
  const error = useRouteError();
  const navigate = useNavigate();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : '';
  return (
    <Stack as="main" align="center" justify="center" style={{ minBlockSize: '60vh', padding: 24 }}>
      <Card
        as="section"
        role="alert"
        aria-labelledby="route-error-title"
        style={{ maxInlineSize: 520, inlineSize: '100%' }}
      >
        <Card.Content>
          <Stack gap={3}>
            <Typography variant="h5" as="h1" id="route-error-title">
              {t('routeError.title')}
            </Typography>
            <Typography color="secondary">{t('routeError.body')}</Typography>
            {detail && (
              <Typography variant="code" as="pre" style={{ whiteSpace: 'pre-wrap' }}>
                {detail}
              </Typography>
            )}
            <Stack direction="row" gap={3} wrap>
              <Button onClick={() => void navigate(0)}>{t('routeError.retry')}</Button>
              <Button asChild variant="tonal" color="secondary">
                <Link to="/">{t('notFound.home')}</Link>
              </Button>
            </Stack>
          </Stack>
        </Card.Content>
      </Card>
    </Stack>
  );
}
