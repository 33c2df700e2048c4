import {
  IconCategory,
  IconFileInvoice,
  IconLanguage,
  IconShieldLock,
  IconTruckDelivery,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { Grid } from '@atrium/ui';

import { IconTile } from '../../shared/icon-tile.tsx';

import { LandingSection } from './landing-section.tsx';

const features = [
  { key: 'orders', Icon: IconTruckDelivery },
  { key: 'catalogue', Icon: IconCategory },
  { key: 'customers', Icon: IconUsers },
  { key: 'invoices', Icon: IconFileInvoice },
  { key: 'roles', Icon: IconShieldLock },
  { key: 'languages', Icon: IconLanguage },
] as const;

/** What Atrium does, one tile per area of the shop. */
export function FeaturesSection() {
  const { t } = useTranslation('front-pages');
  return (
    <LandingSection id="features" texts="features">
      <Grid columns={{ xs: 1, sm: 2, md: 3 }} gap={8}>
        {features.map(({ key, Icon }) => (
          <IconTile
            key={key}
            icon={Icon}
            size={56}
            gap={2}
            title={t(`features.items.${key}.title`)}
            text={t(`features.items.${key}.body`)}
          />
        ))}
      </Grid>
    </LandingSection>
  );
}
