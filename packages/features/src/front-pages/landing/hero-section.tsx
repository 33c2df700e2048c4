import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { Box, Button, Grid, Stack, Typography } from '@atrium/ui';

import { href } from '../routes.ts';
import { sectionLink } from '../layout/front-links.ts';
import { AppPreview } from './app-preview.tsx';

/** The landing page's first screen: the promise, two ways on, and the drawn dashboard. */
export function HeroSection() {
  const { t } = useTranslation('front-pages');
  return (
    <Box
      as="section"
      id="home"
      aria-labelledby="home-title"
      padding={{ xs: 4, md: 10 }}
      maxInlineSize={1200}
      inlineSize="100%"
    >
      <Grid columns={{ xs: 1, md: 2 }} gap={10} alignItems="center">
        <Stack gap={4}>
          <Typography variant="overline" color="brand">
            {t('hero.overline')}
          </Typography>
          <Typography variant="h1" id="home-title">
            {t('hero.title')}
          </Typography>
          <Typography variant="body1" color="secondary">
            {t('hero.subtitle')}
          </Typography>
          <Stack direction="row" gap={3} wrap>
            <Button asChild size="lg">
              <Link to={sectionLink('contact')}>{t('hero.start')}</Link>
            </Button>
            <Button asChild size="lg" variant="outlined">
              <Link to={href('front.pricing')}>{t('hero.pricing')}</Link>
            </Button>
          </Stack>
        </Stack>
        <AppPreview />
      </Grid>
    </Box>
  );
}
