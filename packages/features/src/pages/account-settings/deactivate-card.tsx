import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Alert, Button, Card, Checkbox, ConfirmDialog, Stack, useToast } from '@atrium/ui';

import { useDeactivateAccountMutation } from '../api/account-settings.ts';

/**
 * "Deactivate account": behind a confirmation checkbox, then a confirm dialog. Once done, the
 * card says so and offers nothing more.
 */
export function DeactivateCard({ deactivated }: { deactivated: boolean }) {
  const { t } = useTranslation('pages');
  const toast = useToast();
  const [confirmed, setConfirmed] = useState(false);
  const [asking, setAsking] = useState(false);
  const [deactivate, { isLoading }] = useDeactivateAccountMutation();

  const onConfirm = async () => {
    setAsking(false);
    try {
      await deactivate().unwrap();
      toast({ severity: 'success', title: t('accountSettings.deactivate.done') });
    } catch {
      toast({ severity: 'error', title: t('accountSettings.deactivate.failed') });
    }
  };

  return (
    <Card as="section" aria-labelledby="deactivate-title" data-testid="deactivate-card">
      <Card.Header
        title={t('accountSettings.deactivate.title')}
        titleId="deactivate-title"
        headingLevel={2}
      />
      <Card.Content>
        {deactivated ? (
          <Alert severity="info" data-testid="account-deactivated">
            {t('accountSettings.deactivate.already')}
          </Alert>
        ) : (
          <Stack gap={4} align="start">
            <Alert severity="warning" title={t('accountSettings.deactivate.warningTitle')}>
              {t('accountSettings.deactivate.warning')}
            </Alert>
            <Checkbox
              label={t('accountSettings.deactivate.confirm')}
              checked={confirmed}
              onCheckedChange={({ checked }) => setConfirmed(checked === true)}
              data-testid="deactivate-confirm"
            />
            <Button
              color="error"
              disabled={!confirmed}
              loading={isLoading}
              onClick={() => setAsking(true)}
              data-testid="deactivate-account"
            >
              {t('accountSettings.deactivate.action')}
            </Button>
          </Stack>
        )}
      </Card.Content>
      <ConfirmDialog
        open={asking}
        onCancel={() => setAsking(false)}
        onConfirm={() => void onConfirm()}
        title={t('accountSettings.deactivate.dialogTitle')}
        message={t('accountSettings.deactivate.dialogMessage')}
        confirmLabel={t('accountSettings.deactivate.action')}
        cancelLabel={t('accountSettings.deactivate.cancel')}
        destructive
      />
    </Card>
  );
}
