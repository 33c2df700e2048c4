import { IconBrandPaypal, IconCreditCard } from '@tabler/icons-react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Stack, TextField, type TextFieldProps } from '@atrium/ui';

import { ChoiceField } from '../choice-field.tsx';
import { FieldGrid } from '../field-grid.tsx';
import type { CheckoutValues } from './checkout-schema.ts';

type CardField = 'cardNumber' | 'cardName' | 'expiry' | 'cvc';
const CARD_FIELDS: { name: CardField; input: Partial<TextFieldProps>; wide?: boolean }[] = [
  // Digits in groups are read left to right in Arabic too, as printed on the card.
  {
    name: 'cardNumber',
    input: { autoComplete: 'cc-number', inputMode: 'numeric', dir: 'ltr' },
    wide: true,
  },
  { name: 'cardName', input: { autoComplete: 'cc-name' }, wide: true },
  { name: 'expiry', input: { autoComplete: 'cc-exp', placeholder: 'MM/YY', dir: 'ltr' } },
  { name: 'cvc', input: { autoComplete: 'cc-csc', inputMode: 'numeric', dir: 'ltr' } },
];

/** Step 3: a card (checked as the fake API checks it) or PayPal. */
export function PaymentStep({ form }: { form: UseFormReturn<CheckoutValues> }) {
  const { t } = useTranslation('pages');
  const method = useWatch({ control: form.control, name: 'paymentMethod' });
  const errors = form.formState.errors;
  const label = (name: CardField | 'paypalEmail') => t(`wizards.checkout.payment.fields.${name}`);
  return (
    <Stack gap={5}>
      <ChoiceField
        control={form.control}
        name="paymentMethod"
        label={t('wizards.checkout.payment.method')}
        required
        options={[
          {
            value: 'card',
            title: t('wizards.checkout.payment.card'),
            description: t('wizards.checkout.payment.cardHint'),
            icon: <IconCreditCard size={22} />,
          },
          {
            value: 'paypal',
            title: t('wizards.checkout.payment.paypal'),
            description: t('wizards.checkout.payment.paypalHint'),
            icon: <IconBrandPaypal size={22} />,
          },
        ]}
      />
      {method === 'paypal' ? (
        <TextField
          {...form.register('paypalEmail')}
          type="email"
          autoComplete="email"
          label={label('paypalEmail')}
          required
          error={errors.paypalEmail?.message}
        />
      ) : (
        <FieldGrid
          form={form}
          fields={CARD_FIELDS.map(({ name, input, wide }) => ({
            name,
            input,
            wide,
            label: label(name),
          }))}
        />
      )}
    </Stack>
  );
}
