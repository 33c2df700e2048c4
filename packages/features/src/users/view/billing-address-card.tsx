import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import type { UserBillingAddress } from '@atrium/mocks/types';
import { Button, Card, Stack } from '@atrium/ui';

import { useFormFrame, useSaveOutcome } from '../../shared/index.ts';
import { useCan } from '../../shared/access/index.ts';

import { useUpdateUserBillingAddressMutation } from '../api/user-view.ts';
import { FormTextFields, type FormTextField } from './form-dialog.tsx';

type Field = keyof UserBillingAddress;
const FIELDS = [
  { name: 'companyName', autoComplete: 'organization', required: true },
  { name: 'billingEmail', autoComplete: 'email', required: true, type: 'email' },
  { name: 'taxId', autoComplete: 'off' },
  { name: 'vatNumber', autoComplete: 'off' },
  { name: 'mobile', autoComplete: 'tel', type: 'tel' },
  { name: 'country', autoComplete: 'country-name' },
  { name: 'address', autoComplete: 'street-address', span: 2 },
  { name: 'state', autoComplete: 'address-level1' },
  { name: 'zipCode', autoComplete: 'postal-code' },
] as const satisfies readonly Omit<FormTextField<UserBillingAddress>, 'label'>[];

/** The fake API's rules for the address (packages/mocks/README.md, "User view"). */
function useAddressSchema() {
  const { t } = useTranslation('users');
  return useMemo(() => {
    const text = (max: number) => z.string().trim().max(max);
    return z.object({
      companyName: text(80).min(1, t('userView.billing.address.errors.required')),
      billingEmail: z.string().trim().email(t('userView.billing.address.errors.email')),
      taxId: text(80),
      vatNumber: text(80),
      mobile: text(80),
      country: text(80),
      address: text(200),
      state: text(80),
      zipCode: text(80),
    });
  }, [t]);
}

/** The billing address, edited in place and saved whole; refused fields show under themselves. */
export function BillingAddressCard({
  userId,
  address,
}: {
  userId: number;
  address: UserBillingAddress;
}) {
  const { t } = useTranslation('users');
  const canUpdate = useCan('update', 'User');
  const schema = useAddressSchema();
  const outcomeOf = useSaveOutcome();
  const [save] = useUpdateUserBillingAddressMutation();
  const { form, submit, saving, dirty } = useFormFrame<UserBillingAddress>({
    defaultValues: address,
    resolver: zodResolver(schema),
    save: async (values) => {
      const outcome = await outcomeOf(save({ id: userId, address: values }).unwrap(), {
        saved: () => t('userView.billing.address.saved'),
        failed: t('userView.billing.address.failed'),
        keepField: (name) => name in address,
      });
      return outcome.status === 'saved' ? { status: 'saved', values } : outcome;
    },
  });
  const fields = FIELDS.map((field) => ({
    ...field,
    label: t(`userView.billing.address.${field.name satisfies Field}`),
    readOnly: !canUpdate,
  }));

  return (
    <Card as="section">
      <Card.Header title={t('userView.billing.address.title')} headingLevel={2} />
      <Card.Content>
        <form noValidate onSubmit={submit} data-testid="billing-address-form">
          <Stack gap={4}>
            <FormTextFields form={form} fields={fields} />
            {canUpdate && (
              <div>
                <Button type="submit" loading={saving} disabled={!dirty}>
                  {t('userView.actions.save')}
                </Button>
              </div>
            )}
          </Stack>
        </form>
      </Card.Content>
    </Card>
  );
}
