import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';

import { useFormat } from '../../../shared/format.ts';
import { useCreateWizardPropertyMutation } from '../../api/wizards.ts';
import { StoredWizard } from '../stored-wizard.tsx';
import { WizardPage } from '../wizard-page.tsx';
import {
  PROPERTY_DEFAULTS,
  PROPERTY_STEP_FIELDS,
  toPropertyRequest,
  usePropertySchema,
  type PropertyValues,
} from './property-schema.ts';
import {
  AreaStep,
  FeaturesStep,
  PersonalStep,
  PriceStep,
  PropertyStep,
  ReviewStep,
} from './property-steps.tsx';

const TITLE_ID = 'property-listing-title';

export interface PropertyListingPageProps {
  initialStep?: number;
  initialValues?: PropertyValues;
}

/**
 * The `wizard.property-listing` route: owner, property, features, area, price, review; the
 * listing is stored with the price per m² the fake API computes.
 */
export function PropertyListingPage(props: PropertyListingPageProps) {
  const { t } = useTranslation('pages');
  const format = useFormat();
  const [create] = useCreateWizardPropertyMutation();
  const step = (id: keyof typeof PROPERTY_STEP_FIELDS) => ({
    id,
    label: t(`wizards.property.steps.${id}.label`),
    description: t(`wizards.property.steps.${id}.description`),
    fields: PROPERTY_STEP_FIELDS[id],
  });
  return (
    <WizardPage
      titleId={TITLE_ID}
      title={t('wizards.property.title')}
      description={t('wizards.property.description')}
    >
      <StoredWizard
        {...props}
        resolver={zodResolver(usePropertySchema())}
        defaults={PROPERTY_DEFAULTS}
        labelledBy={TITLE_ID}
        submitLabel={t('wizards.property.submit')}
        againLabel={t('wizards.property.done.again')}
        steps={(form) => [
          { ...step('personal'), body: <PersonalStep form={form} /> },
          { ...step('property'), body: <PropertyStep form={form} /> },
          { ...step('features'), body: <FeaturesStep form={form} /> },
          { ...step('area'), body: <AreaStep form={form} /> },
          { ...step('price'), body: <PriceStep form={form} /> },
          { ...step('review'), body: <ReviewStep form={form} /> },
        ]}
        store={(values) => create(toPropertyRequest(values)).unwrap()}
        stored={(listing) => ({
          title: t('wizards.property.done.title', { id: listing.id }),
          message: t('wizards.property.done.message', {
            kind: t(`wizards.property.kinds.${listing.kind}`),
            city: listing.city,
            price: format.money(listing.price),
            perArea: format.money(listing.pricePerArea),
          }),
          toast: t('wizards.property.toast', { id: listing.id }),
        })}
      />
    </WizardPage>
  );
}
