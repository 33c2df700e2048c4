import { zodResolver } from '@hookform/resolvers/zod';
import { IconGift, IconSend, IconUserPlus } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { Button, Dialog, Stack, TextField, Typography } from '@atrium/ui';

import { useGetReferralSummaryQuery, useInviteReferralMutation } from '../../ecommerce/index.ts';
import { CopyField } from '../../shared/copy-field.tsx';
import { FieldWithAction } from '../../shared/field-with-action.tsx';
import { IconSteps } from '../../shared/icon-steps.tsx';
import { useSaveOutcome } from '../../shared/index.ts';
import { DialogQueryState } from './dialog-query-state.tsx';
import type { ExampleDialogProps } from './example-dialog.tsx';

const STEPS = [
  { id: 'invite', icon: <IconSend size={22} aria-hidden /> },
  { id: 'signup', icon: <IconUserPlus size={22} aria-hidden /> },
  { id: 'earn', icon: <IconGift size={22} aria-hidden /> },
] as const;

/** The programme's three steps, as an ordered list. */
function HowItWorks() {
  const { t } = useTranslation('pages');
  return (
    <Stack gap={3}>
      <Typography variant="subtitle" as="h3">
        {t('dialogs.refer.how')}
      </Typography>
      <IconSteps
        headingLevel="p"
        columnsFrom="sm"
        gap={4}
        steps={STEPS.map((step) => ({
          ...step,
          title: t(`dialogs.refer.steps.${step.id}.title`),
          text: t(`dialogs.refer.steps.${step.id}.text`),
        }))}
      />
    </Stack>
  );
}

/**
 * Refer and earn: how the programme works, an invitation by email sent through the shop's
 * referral call (the address checked here and by the server), and the referral link to copy.
 */
export function ReferEarnDialog({ open, onOpenChange }: ExampleDialogProps) {
  const { t } = useTranslation('pages');
  const summary = useGetReferralSummaryQuery(undefined, { skip: !open });
  const [invite] = useInviteReferralMutation();
  const outcomeOf = useSaveOutcome();
  const schema = useMemo(
    () =>
      z.object({
        email: z
          .string()
          .trim()
          .min(1, t('dialogs.refer.errors.required'))
          .email(t('dialogs.refer.errors.invalid')),
      }),
    [t],
  );
  const form = useForm<{ email: string }>({
    resolver: zodResolver(schema),
    defaultValues: { email: '' },
  });
  const { reset, setError } = form;
  useEffect(() => {
    if (open) reset({ email: '' });
  }, [open, reset]);

  const submit = form.handleSubmit(async ({ email }) => {
    const outcome = await outcomeOf(invite({ email }).unwrap(), {
      saved: (sent) => t('dialogs.refer.sent', { email: sent.email }),
      failed: t('dialogs.refer.failed'),
    });
    if (outcome.status === 'saved') reset({ email: '' });
    if (outcome.status === 'invalid')
      setError('email', { message: t('dialogs.refer.errors.invalid') }, { shouldFocus: true });
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange} size="lg">
      <Dialog.Title>{t('dialogs.examples.referEarn.title')}</Dialog.Title>
      <Dialog.Description>{t('dialogs.refer.description')}</Dialog.Description>
      <Dialog.Body>
        <Stack gap={6}>
          <HowItWorks />
          <Stack gap={3}>
            <Typography variant="subtitle" as="h3" id="refer-invite-title">
              {t('dialogs.refer.invite')}
            </Typography>
            <form
              noValidate
              onSubmit={(event) => void submit(event)}
              aria-labelledby="refer-invite-title"
              data-testid="refer-form"
            >
              <FieldWithAction
                field={
                  <TextField
                    label={t('dialogs.refer.email')}
                    type="email"
                    autoComplete="email"
                    placeholder={t('dialogs.refer.emailPlaceholder')}
                    error={form.formState.errors.email?.message}
                    data-testid="refer-email"
                    {...form.register('email')}
                  />
                }
                action={
                  <Button
                    type="submit"
                    loading={form.formState.isSubmitting}
                    startIcon={<IconSend size={18} aria-hidden />}
                    data-testid="refer-form-submit"
                  >
                    {t('dialogs.refer.send')}
                  </Button>
                }
              />
            </form>
          </Stack>
          <DialogQueryState query={summary} errorText={t('dialogs.refer.linkError')} rows={1}>
            {(data) => (
              <CopyField
                label={t('dialogs.refer.link')}
                value={data.referralUrl}
                copyLabel={t('dialogs.refer.copy')}
                copiedText={t('dialogs.refer.copied')}
                copyFailedText={t('dialogs.refer.copyFailed')}
                testId="refer-link"
                copyTestId="refer-link-copy"
              />
            )}
          </DialogQueryState>
        </Stack>
      </Dialog.Body>
    </Dialog>
  );
}
