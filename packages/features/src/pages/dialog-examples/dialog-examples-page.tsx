import { useTranslation } from 'react-i18next';

import { Grid, PageHeader, Stack } from '@atrium/ui';

import { CreatedAppsCard } from './created-apps-card.tsx';
import { ExampleCard } from './example-card.tsx';
import { DIALOG_EXAMPLES } from './examples.tsx';

/** The `dialogExamples` route: a card per example dialog, then what the dialogs saved. */
export function DialogExamplesPage() {
  const { t } = useTranslation('pages');
  return (
    <Stack gap={6}>
      <PageHeader title={t('dialogs.title')} description={t('dialogs.description')} />
      <Grid as="ul" columns={{ xs: 1, sm: 2, lg: 3 }} gap={6} aria-label={t('dialogs.title')}>
        {DIALOG_EXAMPLES.map((example) => (
          <Grid.Item as="li" key={example.id}>
            <ExampleCard example={example} />
          </Grid.Item>
        ))}
      </Grid>
      <CreatedAppsCard />
    </Stack>
  );
}
