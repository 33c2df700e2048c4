import { useTranslation } from 'react-i18next';

import { Dialog, Kbd, Stack, Typography } from '@atrium/ui';

import { MAIL_KEYS } from './mail-keys.ts';

export interface MailKeysHelpProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** `?`: every key Mail answers, from the same table the handler reads. */
export function MailKeysHelp({ open, onOpenChange }: MailKeysHelpProps) {
  const { t } = useTranslation('email');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} size="sm" data-testid="mail-keys-help">
      <Dialog.Title>{t('keys.title')}</Dialog.Title>
      <Dialog.Description>{t('keys.description')}</Dialog.Description>
      <Dialog.Body>
        <Stack as="dl" gap={2}>
          {MAIL_KEYS.map(({ keys, action }) => (
            <Stack key={action} direction="row" gap={3} align="center" justify="between">
              <Typography as="dt" variant="body2">
                {t(`keys.${action}`)}
              </Typography>
              <Stack as="dd" direction="row" gap={1} align="center">
                {keys.map((key, index) => (
                  <Stack key={key} direction="row" gap={1} align="center">
                    {index > 0 && (
                      <Typography as="span" variant="caption" color="secondary">
                        {t('keys.or')}
                      </Typography>
                    )}
                    <Kbd keys={[key]} />
                  </Stack>
                ))}
              </Stack>
            </Stack>
          ))}
        </Stack>
      </Dialog.Body>
    </Dialog>
  );
}
