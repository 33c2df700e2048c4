import { zodResolver } from '@hookform/resolvers/zod';
import type { UserBillingAddress } from '@atrium/mocks/types';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import {
  dialogFormProps,
  FormDialog,
  FormTextFields,
  useDialogForm,
  type FormTextField,
} from '../../../shared/index.ts';
import { useUpdateAccountBillingAddressMutation } from '../../api/account-settings.ts';

/** The address's fields, in the order the card and the dialog show them. */
export const BILLING_ADDRESS_FIELDS = [
  { name: 'companyName', required: true, autoComplete: 'organization' },
  { name: 'billingEmail', required: true, type: 'email', autoComplete: 'email' },
  { name: 'taxId' },
  { name: 'vatNumber' },
  { name: 'mobile', type: 'tel', autoComplete: 'tel' },
  { name: 'country', autoComplete: 'country-name' },
  { name: 'address', autoComplete: 'street-address', span: 2 },
  { name: 'state', autoComplete: 'address-level1' },
  { name: 'zipCode', autoComplete: 'postal-code' },
] as const satisfies readonly Omit<FormTextField<UserBillingAddress>, 'label'>[];

export interface BillingAddressDialogProps {
  address: UserBillingAddress;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The billing address, replaced whole: a company name and an email, the rest optional. */
export function BillingAddressDialog({ address, open, onOpenChange }: BillingAddressDialogProps) {
  const { t } = useTranslation('pages');
  const [save] = useUpdateAccountBillingAddressMutation();
  const schema = useMemo(() => {
    const text = z.string().trim().max(80, t('accountSettings.errors.tooLong'));
    return z.object({
      companyName: text.min(1, t('accountSettings.errors.required')),
      billingEmail: z.string().trim().email(t('accountSettings.errors.email')),
      taxId: text,
      vatNumber: text,
      mobile: text,
      country: text,
      address: z.string().trim().max(200, t('accountSettings.errors.tooLong')),
      state: text,
      zipCode: text,
    });
  }, [t]);
  const dialog = useDialogForm<UserBillingAddress, UserBillingAddress>({
    values: address,
    resolver: zodResolver(schema),
    send: (values) => save(values).unwrap(),
    saved: () => t('accountSettings.address.saved'),
    failed: t('accountSettings.address.failed'),
    open,
    onOpenChange,
  });
  return (
    <FormDialog
      {...dialogFormProps(dialog)}
      title={t('accountSettings.address.title')}
      submitLabel={t('accountSettings.form.save')}
      cancelLabel={t('accountSettings.form.cancel')}
      testId="billing-address-form"
    >
      <FormTextFields
        form={dialog.form}
        fields={BILLING_ADDRESS_FIELDS.map((field) => ({
          ...field,
          label: t(`accountSettings.address.fields.${field.name}`),
        }))}
      />
    </FormDialog>
  );
}
