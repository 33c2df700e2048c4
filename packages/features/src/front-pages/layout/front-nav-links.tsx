import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { Button, Stack } from '@atrium/ui';

import { href } from '../routes.ts';
import { LANDING_SECTIONS, sectionLink } from './front-links.ts';

/** The section links and Pricing, as a row (wide) or a column (the mobile menu). */
export function FrontNavLinks({ column, onFollow }: { column?: boolean; onFollow?: () => void }) {
  const { t } = useTranslation('front-pages');
  const links = [
    ...LANDING_SECTIONS.map((section) => ({ key: section, to: sectionLink(section) })),
    { key: 'pricing', to: href('front.pricing') },
  ] as const;
  return (
    <Stack direction={column ? 'column' : 'row'} gap={1} align={column ? 'stretch' : 'center'}>
      {links.map(({ key, to }) => (
        <Button key={key} asChild variant="text" color="secondary" fullWidth={column}>
          <Link to={to} onClick={onFollow}>
            {t(`nav.${key}`)}
          </Link>
        </Button>
      ))}
    </Stack>
  );
}
