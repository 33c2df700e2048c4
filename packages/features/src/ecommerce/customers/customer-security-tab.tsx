import { useTranslation } from 'react-i18next';

import type { CustomerDetails } from '@atrium/mocks/types';
import { Stack } from '@atrium/ui';

import {
  PasswordCard,
  passwordCardTexts,
  TwoStepCard,
  twoStepCardTexts,
} from '../../shared/index.ts';
import { Can, useCan } from '../../shared/access/index.ts';

import {
  useChangeCustomerPasswordMutation,
  useUpdateCustomerTwoStepMutation,
} from '../api/customers.ts';

/** Password and two-step verification, both saved through the customer settings calls. */
export function CustomerSecurityTab({ customer }: { customer: CustomerDetails }) {
  const { t } = useTranslation('ecommerce');
  const { customerId } = customer;
  const [changePassword] = useChangeCustomerPasswordMutation();
  const [updateTwoStep] = useUpdateCustomerTwoStepMutation();
  const canUpdate = useCan('update', 'Ecommerce');
  return (
    <Stack gap={6}>
      <Can do="update" on="Ecommerce">
        <PasswordCard
          save={(values) => changePassword({ customerId, ...values }).unwrap()}
          texts={passwordCardTexts((key) => t(`customers.details.security.${key}`))}
        />
      </Can>
      <TwoStepCard
        readOnly={!canUpdate}
        enabled={customer.twoStepEnabled}
        save={(enabled) => updateTwoStep({ customerId, enabled }).unwrap()}
        texts={twoStepCardTexts(
          (key) => t(`customers.details.security.twoStep.${key}`),
          t('customers.details.security.twoStep.description', {
            // Isolated left to right, so the number keeps its order inside Arabic text.
            contact: `\u2066${customer.contact}\u2069`,
          }),
        )}
      />
    </Stack>
  );
}
