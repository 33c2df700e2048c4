import {
  IconCategory,
  IconFileInvoice,
  IconLanguage,
  IconShieldLock,
  IconTruckDelivery,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { Avatar, Grid, Stack, Typography } from '@atrium/ui';

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
          <Stack key={key} gap={2} align="center">
            <Avatar shape="rounded" color="primary" size={56} aria-hidden>
              <Icon size={28} aria-hidden />
            </Avatar>
            <Typography variant="h5" as="h3" align="center">
              {t(`features.items.${key}.title`)}
            </Typography>
            <Typography color="secondary" align="center">
              {t(`features.items.${key}.body`)}
            </Typography>
          </Stack>
        ))}
      </Grid>
    </LandingSection>
  );
}
