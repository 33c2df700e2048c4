import { useTranslation } from 'react-i18next';

import { Box, Card, Grid, Stack, Typography } from '@atrium/ui';

import { useFormat } from '../../shared/format.ts';
import { facts } from './landing-content.ts';

/** The fun-facts band: each figure big, with what it counts under it. */
export function FactsSection() {
  const { t } = useTranslation('front-pages');
  const format = useFormat();
  return (
    <Box
      as="section"
      aria-labelledby="facts-title"
      padding={{ xs: 4, md: 10 }}
      maxInlineSize={1200}
      inlineSize="100%"
    >
      <Card>
        <Card.Content>
          <Stack gap={6}>
            <Typography variant="h4" as="h2" id="facts-title" align="center">
              {t('facts.title')}
            </Typography>
            <Grid columns={{ xs: 1, sm: 2, md: 4 }} gap={6}>
              {facts.map((fact) => (
                <Stack key={fact.key} gap={1} align="center">
                  <Typography variant="h2" as="p" color="brand" align="center">
                    {fact.kind === 'percent'
                      ? format.percent(fact.value)
                      : format.number(fact.value, true)}
                  </Typography>
                  <Typography color="secondary" align="center">
                    {t(`facts.items.${fact.key}`)}
                  </Typography>
                </Stack>
              ))}
            </Grid>
          </Stack>
        </Card.Content>
      </Card>
    </Box>
  );
}
