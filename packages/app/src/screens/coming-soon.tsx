import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { Button, Card, Stack, Typography } from '@atrium/ui';

import { routeTitleKey } from '../routing/route-table.ts';
import { useCurrentRoute } from '../routing/use-current-route.ts';

/**
 * Stands in for a screen that has not landed yet, inside the route's own layout, so navigation,
 * guard and titles can be used and tested end to end before the feature exists.
 */
export function ComingSoon() {
  const { t } = useTranslation('app');
  const route = useCurrentRoute();
  const screen = route
    ? t(routeTitleKey(route.id), { defaultValue: route.id })
    : t('comingSoon.title');
  return (
    <Stack as="main" align="center" justify="center" style={{ minBlockSize: '60vh', padding: 24 }}>
      <Card
        as="section"
        aria-labelledby="coming-soon-title"
        style={{ maxInlineSize: 520, inlineSize: '100%', textAlign: 'center' }}
      >
        <Card.Content>
          <Stack gap={3} align="center">
            <Typography variant="overline" color="brand">
              {t('comingSoon.title')}
            </Typography>
            <Typography variant="h4" as="h1" id="coming-soon-title">
              {screen}
            </Typography>
            <Typography color="secondary">{t('comingSoon.body')}</Typography>
            <Button asChild variant="tonal">
              <Link to="/">{t('notFound.home')}</Link>
            </Button>
          </Stack>
        </Card.Content>
      </Card>
    </Stack>
  );
}
