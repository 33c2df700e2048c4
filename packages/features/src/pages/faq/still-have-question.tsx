import { IconLifebuoy, IconMail } from '@tabler/icons-react';
import type { TablerIcon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { Button, Card, Chip, Grid, Stack, Typography } from '@atrium/ui';

import { href as frontHref } from '../../front-pages/index.ts';
import { IconTile } from '../../shared/icon-tile.tsx';
import { href } from '../routes.ts';

interface Way {
  key: 'write' | 'browse';
  icon: TablerIcon;
  to: string;
}

/** The landing page's contact form stores the message and delivers it to the staff's inbox. */
const WAYS: readonly Way[] = [
  { key: 'write', icon: IconMail, to: `${frontHref('front.landing')}#contact` },
  { key: 'browse', icon: IconLifebuoy, to: href('helpCenter') },
];

/** "You still have a question?": where to ask (the contact form) or read further (help center). */
export function StillHaveQuestion({ without }: { without?: Way['key'] }) {
  const { t } = useTranslation('pages');
  const ways = WAYS.filter((way) => way.key !== without);
  return (
    <Stack as="section" gap={6} align="center" aria-labelledby="still-have-question">
      <Stack gap={2} align="center">
        <Chip color="primary" size="sm" label={t('faq.contact.chip')} />
        <Typography variant="h4" as="h2" id="still-have-question" align="center">
          {t('faq.contact.title')}
        </Typography>
        <Typography color="secondary" align="center">
          {t('faq.contact.subtitle')}
        </Typography>
      </Stack>
      <Grid columns={{ xs: 1, md: ways.length }} gap={6}>
        {ways.map(({ key, icon, to }) => (
          <Card key={key} variant="outlined" fullHeight>
            <Card.Content>
              <IconTile
                icon={icon}
                title={t(`faq.contact.${key}.title`)}
                text={t(`faq.contact.${key}.text`)}
              >
                <Button asChild variant="tonal">
                  <Link to={to}>{t(`faq.contact.${key}.action`)}</Link>
                </Button>
              </IconTile>
            </Card.Content>
          </Card>
        ))}
      </Grid>
    </Stack>
  );
}
