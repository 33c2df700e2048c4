import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';

import { useFormat } from '../../../shared/format.ts';
import { useCreateWizardDealMutation } from '../../api/wizards.ts';
import { StoredWizard } from '../stored-wizard.tsx';
import { WizardPage } from '../wizard-page.tsx';
import {
  DEAL_DEFAULTS,
  DEAL_STEP_FIELDS,
  toDealRequest,
  useDealSchema,
  type DealValues,
} from './deal-schema.ts';
import { DealDetailsStep, DealReviewStep, DealTypeStep, DealUsageStep } from './deal-steps.tsx';

const TITLE_ID = 'create-deal-title';

export interface CreateDealPageProps {
  initialStep?: number;
  initialValues?: DealValues;
}

/** The `wizard.create-deal` route: type, details, usage limits, review; the deal is stored. */
export function CreateDealPage(props: CreateDealPageProps) {
  const { t } = useTranslation('pages');
  const format = useFormat();
  const [create] = useCreateWizardDealMutation();
  const step = (id: keyof typeof DEAL_STEP_FIELDS) => ({
    id,
    label: t(`wizards.deal.steps.${id}.label`),
    description: t(`wizards.deal.steps.${id}.description`),
    fields: DEAL_STEP_FIELDS[id],
  });
  return (
    <WizardPage
      titleId={TITLE_ID}
      title={t('wizards.deal.title')}
      description={t('wizards.deal.description')}
    >
      <StoredWizard
        {...props}
        resolver={zodResolver(useDealSchema())}
        defaults={DEAL_DEFAULTS}
        labelledBy={TITLE_ID}
        submitLabel={t('wizards.deal.submit')}
        againLabel={t('wizards.deal.done.again')}
        steps={(form) => [
          { ...step('type'), body: <DealTypeStep form={form} /> },
          { ...step('details'), body: <DealDetailsStep form={form} /> },
          { ...step('usage'), body: <DealUsageStep form={form} /> },
          { ...step('review'), body: <DealReviewStep form={form} /> },
        ]}
        store={(values) => create(toDealRequest(values)).unwrap()}
        stored={(deal) => ({
          title: t('wizards.deal.done.title', { code: deal.code }),
          message: t('wizards.deal.done.message', {
            title: deal.title,
            client: deal.client,
            start: format.date(deal.startDate),
            end: format.date(deal.endDate),
          }),
          toast: t('wizards.deal.toast', { code: deal.code }),
        })}
      />
    </WizardPage>
  );
}
