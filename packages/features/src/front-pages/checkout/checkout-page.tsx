import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { Button, Card, Stack, Typography } from '@atrium/ui';

import { pagesHref } from '../../pages/index.ts';
import { FrontPage } from '../layout/front-page.tsx';
import { href } from '../routes.ts';

/**
 * The app's own checkout wizard (the pages group's `wizard.checkout`): the front page links to
 * it, and to the plans for a visitor who came to buy Atrium itself.
 */
const WIZARD_CHECKOUT = pagesHref('wizard.checkout');

/** `/front-pages/checkout`: where the checkout is, in the front pages' frame. */
export function CheckoutPage() {
  const { t } = useTranslation('front-pages');
  return (
    <FrontPage
      page="checkout"
      id="checkout"
      title={t('checkout.title')}
      subtitle={t('checkout.subtitle')}
    >
      <Stack align="center">
        <Card>
          <Card.Content>
            <Stack gap={4} align="center">
              <Button asChild size="lg">
                <Link to={WIZARD_CHECKOUT}>{t('checkout.open')}</Link>
              </Button>
              <Typography color="secondary" align="center">
                {t('checkout.orPlans')}
              </Typography>
              <Button asChild variant="outlined">
                <Link to={href('front.pricing')}>{t('checkout.toPricing')}</Link>
              </Button>
            </Stack>
          </Card.Content>
        </Card>
      </Stack>
    </FrontPage>
  );
}
