import type { AccountTwoStep } from '@atrium/mocks/types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button, Card, Chip, Stack, Typography, useToast } from '@atrium/ui';

import { useUpdateAccountTwoStepMutation } from '../api/account-settings.ts';
import { TwoStepDialog } from './dialogs/index.ts';

/** Two-step verification: off (enable through the dialog) or on, by app or SMS (disable). */
export function TwoStepSection({ twoStep }: { twoStep: AccountTwoStep }) {
  const { t } = useTranslation('pages');
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [update, { isLoading }] = useUpdateAccountTwoStepMutation();

  const disable = async () => {
    try {
      await update({ enabled: false }).unwrap();
      toast({ severity: 'success', title: t('accountSettings.twoStep.disabled') });
    } catch {
      toast({ severity: 'error', title: t('accountSettings.twoStep.failed') });
    }
  };

  return (
    <Card as="section" aria-labelledby="two-step-title" data-testid="two-step-card">
      <Card.Header
        title={t('accountSettings.twoStep.title')}
        subtitle={t('accountSettings.twoStep.subtitle')}
        titleId="two-step-title"
        headingLevel={2}
      />
      <Card.Content>
        <Stack gap={4} align="start">
          <Chip
            label={t(
              twoStep.enabled ? 'accountSettings.twoStep.on' : 'accountSettings.twoStep.off',
            )}
            color={twoStep.enabled ? 'success' : 'secondary'}
            variant="tonal"
            size="sm"
            data-testid="two-step-status"
          />
          <Typography variant="body2" color="secondary">
            {twoStep.enabled
              ? t(
                  twoStep.method === 'sms'
                    ? 'accountSettings.twoStep.bySms'
                    : 'accountSettings.twoStep.byApp',
                  // Isolated left to right, so the number keeps its order inside Arabic text.
                  { phone: `\u2066${twoStep.phone}\u2069` },
                )
              : t('accountSettings.twoStep.explain')}
          </Typography>
          {twoStep.enabled ? (
            <Button
              variant="outlined"
              color="error"
              loading={isLoading}
              onClick={() => void disable()}
              data-testid="two-step-disable"
            >
              {t('accountSettings.twoStep.disable')}
            </Button>
          ) : (
            <Button onClick={() => setOpen(true)} data-testid="two-step-enable">
              {t('accountSettings.twoStep.enable')}
            </Button>
          )}
        </Stack>
      </Card.Content>
      <TwoStepDialog open={open} onOpenChange={setOpen} />
    </Card>
  );
}
