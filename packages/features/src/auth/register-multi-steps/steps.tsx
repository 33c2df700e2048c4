import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { ChoiceCards, Stack } from '@atrium/ui';

import { TermsCheckbox } from '../register/terms-checkbox.tsx';
import { TypedPasswordRules } from '../register/typed-password-rules.tsx';
import { PLANS, type MultiStepValues } from './multi-step-schema.ts';
import { StepFields } from './step-fields.tsx';

type StepProps = { form: UseFormReturn<MultiStepValues> };

/** Step 1: the account's sign-in details. */
export function AccountStep({ form }: StepProps) {
  return (
    <StepFields
      form={form}
      fields={[
        { name: 'username', autoComplete: 'username' },
        { name: 'email', type: 'email', autoComplete: 'email' },
        {
          name: 'password',
          type: 'password',
          autoComplete: 'new-password',
          wide: true,
          helper: <TypedPasswordRules control={form.control} />,
        },
        { name: 'confirm', type: 'password', autoComplete: 'new-password', wide: true },
      ]}
    />
  );
}

/** Step 2: who the subscriber is and where they live. */
export function PersonalStep({ form }: StepProps) {
  return (
    <StepFields
      form={form}
      fields={[
        { name: 'firstName', autoComplete: 'given-name' },
        { name: 'lastName', autoComplete: 'family-name', optional: true },
        { name: 'mobile', type: 'tel', autoComplete: 'tel', dir: 'ltr' },
        { name: 'pinCode', autoComplete: 'postal-code', inputMode: 'numeric', dir: 'ltr' },
        { name: 'address', autoComplete: 'street-address', wide: true },
        { name: 'landmark', optional: true, wide: true },
        { name: 'city', autoComplete: 'address-level2' },
        { name: 'state', autoComplete: 'address-level1' },
      ]}
    />
  );
}

/** Step 3: the plan, the card (checked here; only its last four digits are kept) and the terms. */
export function BillingStep({ form }: StepProps) {
  const { t } = useTranslation('auth');
  return (
    <Stack gap={4}>
      <Controller
        control={form.control}
        name="plan"
        render={({ field }) => (
          <ChoiceCards
            ref={field.ref}
            label={t('multiStep.fields.plan')}
            minCardWidth={160}
            value={[field.value]}
            onValueChange={({ value: [plan] }) => {
              const chosen = PLANS.find((p) => p === plan);
              if (chosen) field.onChange(chosen);
            }}
            options={PLANS.map((plan) => ({
              value: plan,
              title: t(`multiStep.plans.${plan}.title`),
              description: t(`multiStep.plans.${plan}.description`),
            }))}
          />
        )}
      />
      <StepFields
        form={form}
        fields={[
          {
            name: 'cardNumber',
            autoComplete: 'cc-number',
            inputMode: 'numeric',
            wide: true,
            dir: 'ltr',
          },
          { name: 'cardName', autoComplete: 'cc-name', wide: true },
          {
            name: 'expiry',
            autoComplete: 'cc-exp',
            placeholder: 'MM/YY',
            inputMode: 'numeric',
            dir: 'ltr',
          },
          { name: 'cvc', autoComplete: 'cc-csc', inputMode: 'numeric', dir: 'ltr' },
        ]}
      />
      <TermsCheckbox control={form.control} />
    </Stack>
  );
}
