import { zodResolver } from '@hookform/resolvers/zod';
import type { AccountTwoStep, TwoStepMethod } from '@atrium/mocks/types';
import { AUTHENTICATOR_CODE_PATTERN, PHONE_PATTERN } from '@atrium/mocks/values';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { ChoiceCards, Stack, Typography } from '@atrium/ui';

import { FormDialog, FormTextFields, useDialogForm } from '../../../shared/index.ts';
import { useUpdateAccountTwoStepMutation } from '../../api/account-settings.ts';

interface CodeValues {
  value: string;
}

export interface TwoStepDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Enable two-factor authentication in two steps: choose the authenticator app or SMS, then type
 * the app's 6-digit code or the phone number; saved to the signed-in account.
 */
export function TwoStepDialog({ open, onOpenChange }: TwoStepDialogProps) {
  const { t } = useTranslation('pages');
  const [method, setMethod] = useState<TwoStepMethod>('app');
  const [chosen, setChosen] = useState(false);
  const [enable] = useUpdateAccountTwoStepMutation();
  const schema = useMemo(
    () =>
      z.object({
        value:
          method === 'sms'
            ? z.string().trim().regex(PHONE_PATTERN, t('accountSettings.errors.phone'))
            : z
                .string()
                .trim()
                .regex(AUTHENTICATOR_CODE_PATTERN, t('accountSettings.twoStep.errors.code')),
      }),
    [method, t],
  );
  const close = (next: boolean) => {
    if (!next) setChosen(false);
    onOpenChange(next);
  };
  const dialog = useDialogForm<CodeValues, AccountTwoStep>({
    values: { value: '' },
    resolver: zodResolver(schema),
    send: ({ value }) =>
      enable(
        method === 'sms'
          ? { enabled: true, method: 'sms', phone: value }
          : { enabled: true, method: 'app', code: value },
      ).unwrap(),
    saved: () => t('accountSettings.twoStep.enabled'),
    failed: t('accountSettings.twoStep.failed'),
    open,
    onOpenChange: close,
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title={t('accountSettings.twoStep.dialogTitle')}
      description={t(
        !chosen
          ? 'accountSettings.twoStep.chooseMethod'
          : `accountSettings.twoStep.${method}.description`,
      )}
      submit={
        chosen
          ? dialog.submit
          : (event) => {
              event?.preventDefault();
              setChosen(true);
            }
      }
      saving={dialog.saving}
      submitLabel={t(chosen ? 'accountSettings.twoStep.submit' : 'accountSettings.twoStep.next')}
      cancelLabel={t('accountSettings.form.cancel')}
      testId="two-step-form"
    >
      {!chosen ? (
        <ChoiceCards
          label={t('accountSettings.twoStep.methodLabel')}
          value={[method]}
          onValueChange={({ value }) => setMethod(value.includes('sms') ? 'sms' : 'app')}
          options={(['app', 'sms'] as const).map((id) => ({
            value: id,
            title: t(`accountSettings.twoStep.${id}.title`),
            description: t(`accountSettings.twoStep.${id}.hint`),
          }))}
        />
      ) : (
        <Stack gap={4}>
          <Typography variant="body2" color="secondary">
            {t('accountSettings.twoStep.step', { step: 2, total: 2 })}
          </Typography>
          <FormTextFields
            form={dialog.form}
            fields={[
              {
                name: 'value',
                label: t(`accountSettings.twoStep.${method}.field`),
                required: true,
                span: 2,
                ...(method === 'sms'
                  ? { type: 'tel', autoComplete: 'tel' }
                  : { inputMode: 'numeric', autoComplete: 'one-time-code' }),
              },
            ]}
          />
        </Stack>
      )}
    </FormDialog>
  );
}
