import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PageHeader, Stack } from '@atrium/ui';

import { isoToday } from '../invoice-status.ts';
import { InvoiceForm } from './invoice-form.tsx';
import { newInvoiceValues } from './invoice-schema.ts';

/** The `invoice.add` route: a new invoice issued today; saving opens its preview. */
export function InvoiceAddPage() {
  const { t } = useTranslation('invoice');
  // Today as of opening the page: the baseline must not move under the user.
  const [defaults] = useState(() => newInvoiceValues(isoToday()));
  return (
    <Stack gap={6}>
      <PageHeader title={t('form.addTitle')} />
      <InvoiceForm title={t('form.addTitle')} defaultValues={defaults} />
    </Stack>
  );
}
