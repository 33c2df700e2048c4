import { IconCopy } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { Box, Button, Skeleton, Stack, TextField, useToast } from '@atrium/ui';

import { useGetReferralSummaryQuery } from '../api/referrals.ts';

/**
 * Writes `text` to the clipboard. The Clipboard API needs a secure context and permission; where
 * it is missing or refuses, the selected input is copied with the legacy command instead.
 */
async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Fall through to the legacy copy below.
  }
  if (!input) return false;
  input.focus();
  input.select();
  try {
    // Deprecated, but the only way left when the Clipboard API is unavailable.
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

/** The shop's referral link, read-only, with a copy button. */
export function ReferralLink() {
  const { t } = useTranslation('ecommerce');
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const { data, isLoading } = useGetReferralSummaryQuery();

  if (isLoading || !data) return <Skeleton variant="rounded" height={64} />;

  const copy = async () => {
    const ok = await copyText(data.referralUrl, input.current);
    if (ok) toast({ severity: 'success', title: t('referrals.link.copied') });
    else {
      // The link is selected in the field, so the keyboard shortcut finishes the job.
      input.current?.select();
      toast({ severity: 'warning', title: t('referrals.link.copyFailed') });
    }
  };

  return (
    <Stack direction="row" gap={3} wrap align="start">
      <Box grow="1 1 220px">
        <TextField
          ref={input}
          label={t('referrals.link.label')}
          value={data.referralUrl}
          readOnly
          dir="ltr"
          onFocus={(event) => event.currentTarget.select()}
          data-testid="referral-link"
        />
      </Box>
      {/* 26 px lines the button up with the input under its label. */}
      <Stack paddingBlockStart={6.5}>
        <Button
          variant="tonal"
          onClick={() => void copy()}
          startIcon={<IconCopy size={18} aria-hidden />}
          data-testid="referral-copy"
        >
          {t('referrals.link.copy')}
        </Button>
      </Stack>
    </Stack>
  );
}
