import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Alert, Button, Card, Stack } from '@atrium/ui';

import { useCan } from '../../shared/access/index.ts';

export interface SettingsFormCardProps {
  /** The section's id, for the heading id and test ids (`store`, `payments`). */
  id: string;
  title: ReactNode;
  subtitle?: ReactNode;
  /** The form's submit handler (react-hook-form's `handleSubmit(...)`). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Puts the saved values back. */
  onDiscard: () => void;
  dirty: boolean;
  saving: boolean;
  /** Set after a refused save: shown above the fields, which keep what was typed. */
  serverError?: string | null;
  children: ReactNode;
}

/**
 * A settings section: a card holding one form, with Discard and Save at the end. A user who may
 * not update the store sees the settings in a disabled fieldset, without Discard and Save.
 */
export function SettingsFormCard({
  id,
  title,
  subtitle,
  onSubmit,
  onDiscard,
  dirty,
  saving,
  serverError,
  children,
}: SettingsFormCardProps) {
  const { t } = useTranslation('ecommerce');
  const titleId = `settings-${id}-title`;
  const canUpdate = useCan('update', 'Ecommerce');
  return (
    <Card as="section" aria-labelledby={titleId}>
      <Card.Header title={title} subtitle={subtitle} titleId={titleId} headingLevel={2} />
      <form
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={titleId}
        data-testid={`settings-form-${id}`}
      >
        <Card.Content>
          <Stack
            gap={5}
            {...(!canUpdate && {
              as: 'fieldset',
              disabled: true,
              'data-testid': 'settings-read-only',
            })}
          >
            {serverError ? (
              <Alert severity="error" title={t('settings.toasts.failed')}>
                {serverError}
              </Alert>
            ) : null}
            {children}
          </Stack>
        </Card.Content>
        {canUpdate ? (
          <Card.Actions data-align="end">
            <Button
              variant="outlined"
              color="secondary"
              onClick={onDiscard}
              disabled={!dirty || saving}
            >
              {t('settings.actions.discard')}
            </Button>
            <Button type="submit" loading={saving} data-testid="settings-save">
              {t('common.actions.save')}
            </Button>
          </Card.Actions>
        ) : null}
      </form>
    </Card>
  );
}
