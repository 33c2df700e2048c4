import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { CustomerDetails } from '@atrium/mocks/types';
import { Card, Stack, Switch } from '@atrium/ui';

import { Can, useCan } from '../../shared/access/index.ts';

import { useSaveOutcome } from '../../shared/index.ts';

import { useUpdateCustomerTwoStepMutation } from '../api/customers.ts';
import { CustomerPasswordCard } from './customer-password-card.tsx';

/**
 * Two-step verification, saved as soon as it is switched. The switch moves at once and holds
 * still while the call runs (read-only, so it keeps focus); a failure puts it back to the stored
 * value with an error toast.
 */
function TwoStepCard({ customer }: { customer: CustomerDetails }) {
  const { t } = useTranslation('ecommerce');
  const canUpdate = useCan('update', 'Ecommerce');
  const outcomeOf = useSaveOutcome();
  const [updateTwoStep, { isLoading }] = useUpdateCustomerTwoStepMutation();
  const [enabled, setEnabled] = useState(customer.twoStepEnabled);

  const toggle = async (checked: boolean) => {
    const stored = enabled;
    setEnabled(checked);
    const outcome = await outcomeOf(
      updateTwoStep({ customerId: customer.customerId, enabled: checked }).unwrap(),
      {
        saved: () =>
          t(
            checked
              ? 'customers.details.security.twoStep.on'
              : 'customers.details.security.twoStep.off',
          ),
        failed: t('customers.details.security.twoStep.failed'),
        keepField: () => false,
      },
    );
    if (outcome.status !== 'saved') setEnabled(stored);
  };

  return (
    <Card as="section">
      <Card.Header title={t('customers.details.security.twoStep.title')} headingLevel={2} />
      <Card.Content>
        <Switch
          data-testid="two-step-switch"
          checked={enabled}
          readOnly={isLoading || !canUpdate}
          aria-busy={isLoading || undefined}
          label={t('customers.details.security.twoStep.label')}
          description={t('customers.details.security.twoStep.description', {
            // Isolated left to right, so the number keeps its order inside Arabic text.
            contact: `\u2066${customer.contact}\u2069`,
          })}
          onCheckedChange={({ checked }) => void toggle(checked)}
        />
      </Card.Content>
    </Card>
  );
}

/** Password and two-step verification, both saved through the customer settings calls. */
export function CustomerSecurityTab({ customer }: { customer: CustomerDetails }) {
  return (
    <Stack gap={6}>
      <Can do="update" on="Ecommerce">
        <CustomerPasswordCard customerId={customer.customerId} />
      </Can>
      <TwoStepCard customer={customer} />
    </Stack>
  );
}
