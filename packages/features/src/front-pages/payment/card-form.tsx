import { useTranslation } from 'react-i18next';

import { Button, Grid, Stack, TextField } from '@atrium/ui';

import { useCheckedForm, type FieldErrors } from '../shared/use-checked-form.ts';
import { cvcLength, expiryProblem, isValidCardNumber, isValidCvc } from '@atrium/mocks/values';

const initial = { number: '', name: '', expiry: '', cvc: '' };
export type CardValues = typeof initial;

export interface CardFormProps {
  /** The button's text: "Pay $290". */
  payLabel: string;
  /** Called with right card details. */
  onPaid: (values: CardValues) => void;
  /** "Now" for the expiry check; the visit's clock by default. */
  now?: () => Date;
}

/** Card number (Luhn), name, expiry (MM/YY, not past) and security code, checked as typed. */
export function CardForm({ payLabel, onPaid, now = () => new Date() }: CardFormProps) {
  const { t } = useTranslation('front-pages');

  const validate = (values: CardValues): FieldErrors<CardValues> => {
    const errors: FieldErrors<CardValues> = {};
    if (!values.number.trim()) errors.number = t('payment.errors.numberRequired');
    else if (!isValidCardNumber(values.number)) errors.number = t('payment.errors.numberInvalid');
    if (!values.name.trim()) errors.name = t('payment.errors.nameRequired');
    const expiry = values.expiry.trim() ? expiryProblem(values.expiry, now()) : 'required';
    if (expiry === 'required') errors.expiry = t('payment.errors.expiryRequired');
    else if (expiry === 'format') errors.expiry = t('payment.errors.expiryInvalid');
    else if (expiry === 'past') errors.expiry = t('payment.errors.expiryPast');
    if (!values.cvc.trim()) errors.cvc = t('payment.errors.cvcRequired');
    else if (!isValidCvc(values.cvc, values.number))
      errors.cvc = t('payment.errors.cvcInvalid', { count: cvcLength(values.number) });
    return errors;
  };

  const form = useCheckedForm({
    initial,
    validate,
    send: (values) => {
      onPaid(values);
      return Promise.resolve(null);
    },
  });

  return (
    <form noValidate aria-label={t('payment.card')} onSubmit={(event) => void form.submit(event)}>
      <Stack gap={4}>
        <TextField
          {...form.field('number')}
          label={t('payment.cardNumber')}
          inputMode="numeric"
          autoComplete="cc-number"
          dir="ltr"
          required
        />
        <TextField
          {...form.field('name')}
          label={t('payment.cardName')}
          autoComplete="cc-name"
          required
        />
        <Grid columns={{ xs: 1, sm: 2 }} gap={4}>
          <TextField
            {...form.field('expiry')}
            label={t('payment.expiry')}
            placeholder={t('payment.expiryPlaceholder')}
            inputMode="numeric"
            autoComplete="cc-exp"
            dir="ltr"
            required
          />
          <TextField
            {...form.field('cvc')}
            label={t('payment.cvc')}
            inputMode="numeric"
            autoComplete="cc-csc"
            dir="ltr"
            required
          />
        </Grid>
        <Button type="submit" size="lg" loading={form.sending}>
          {payLabel}
        </Button>
      </Stack>
    </form>
  );
}
