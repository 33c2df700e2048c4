import { zodResolver } from '@hookform/resolvers/zod';
import { IconSend } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { Box, Button, Stack, TextField, useToast } from '@atrium/ui';

import { useInviteReferralMutation } from '../api/referrals.ts';

interface InviteValues {
  email: string;
}

/**
 * Invite a friend by email. It posts to the fake API's invite call rather than only toasting on
 * the client: the address is checked by the server as well, the button shows the request in
 * flight, and a failure keeps the address with the message under it, as a real mailer would.
 */
export function InviteForm() {
  const { t } = useTranslation('ecommerce');
  const toast = useToast();
  const [invite] = useInviteReferralMutation();
  const schema = z.object({
    email: z
      .string()
      .trim()
      .min(1, t('referrals.invite.errors.required'))
      .email(t('referrals.invite.errors.invalid')),
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InviteValues>({ resolver: zodResolver(schema), defaultValues: { email: '' } });

  const submit = handleSubmit(async ({ email }) => {
    const result = await invite({ email });
    if ('error' in result) {
      const message = t('referrals.invite.errors.failed');
      setError('email', { type: 'server', message }, { shouldFocus: true });
      return;
    }
    toast({ severity: 'success', title: t('referrals.invite.sent', { email }) });
    reset();
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby="referral-invite-title">
      <Stack direction="row" gap={3} wrap align="start">
        <Box grow="1 1 220px">
          <TextField
            label={t('referrals.invite.email')}
            type="email"
            autoComplete="email"
            placeholder={t('referrals.invite.placeholder')}
            error={errors.email?.message}
            data-testid="referral-invite-email"
            {...register('email')}
          />
        </Box>
        {/* 26 px lines the button up with the input under its label. */}
        <Stack paddingBlockStart={6.5}>
          <Button
            type="submit"
            loading={isSubmitting}
            startIcon={<IconSend size={18} aria-hidden />}
            data-testid="referral-invite-submit"
          >
            {t('referrals.invite.submit')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
