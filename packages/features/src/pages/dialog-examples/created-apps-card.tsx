import { IconApps } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import type { CreatedApp } from '@atrium/mocks/types';
import { Avatar, EmptyState, Stack, Typography } from '@atrium/ui';

import { SectionCard, useFormat } from '../../shared/index.ts';
import { useGetAppsQuery } from '../api/dialog-examples.ts';
import { DialogQueryState } from './dialog-query-state.tsx';

function AppRow({ app }: { app: CreatedApp }) {
  const { t } = useTranslation('pages');
  const format = useFormat();
  const base = 'dialogs.createApp';
  return (
    <Stack as="li" direction="row" gap={3} align="center" data-testid="created-app">
      <Avatar color="info" shape="rounded" alt="">
        <IconApps size={20} aria-hidden />
      </Avatar>
      <Stack grow="1 1 0">
        <Typography variant="body1" weight="semibold">
          {app.name}
        </Typography>
        <Typography variant="body2" color="secondary">
          {[
            t(`${base}.categories.${app.category}.title`),
            t(`${base}.frameworks.${app.framework}.title`),
            t(`${base}.databases.${app.database}.title`),
            t(`${base}.cardEnding`, {
              brand: t(`${base}.brands.${app.card.brand}`),
              last4: app.card.last4,
            }),
          ].join(' · ')}
        </Typography>
      </Stack>
      <Typography variant="caption" color="secondary">
        {t('dialogs.apps.created', { date: format.date(app.createdAt) })}
      </Typography>
    </Stack>
  );
}

/** What the Create app dialog saved, newest first: a reload shows the same list. */
export function CreatedAppsCard() {
  const { t } = useTranslation('pages');
  const query = useGetAppsQuery();
  return (
    <SectionCard
      titleId="created-apps-title"
      title={t('dialogs.apps.title')}
      subtitle={t('dialogs.apps.subtitle')}
    >
      <DialogQueryState query={query} errorText={t('dialogs.apps.loadError')} rows={2}>
        {(apps) =>
          apps.length === 0 ? (
            <EmptyState
              size="sm"
              headingLevel={3}
              icon={<IconApps aria-hidden />}
              title={t('dialogs.apps.empty')}
              description={t('dialogs.apps.emptyText')}
            />
          ) : (
            <Stack as="ul" gap={4} aria-label={t('dialogs.apps.listLabel')}>
              {apps.map((app) => (
                <AppRow key={app.id} app={app} />
              ))}
            </Stack>
          )
        }
      </DialogQueryState>
    </SectionCard>
  );
}
