import type { FormEvent, ReactNode } from 'react';

import { Alert, Button, Card, Stack } from '@atrium/ui';

/** The card's own words: each feature passes its namespace's. */
export interface FormCardTexts {
  /** The title of the alert above the fields after a refused save. */
  failed: string;
  discard: string;
  save: string;
}

export interface FormCardProps {
  /** The section's id, for the heading id and test ids (`store`, `account`). */
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
  texts: FormCardTexts;
  /** The values in a disabled fieldset, without Discard and Save (no right to change them). */
  readOnly?: boolean;
  children: ReactNode;
}

/**
 * A settings section: a card holding one form (`useFormFrame`'s), with Discard and Save at the
 * end. The store settings and the account settings are made of these.
 */
export function FormCard({
  id,
  title,
  subtitle,
  onSubmit,
  onDiscard,
  dirty,
  saving,
  serverError,
  texts,
  readOnly = false,
  children,
}: FormCardProps) {
  const titleId = `settings-${id}-title`;
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
            {...(readOnly && {
              as: 'fieldset',
              disabled: true,
              'data-testid': 'settings-read-only',
            })}
          >
            {serverError ? (
              <Alert severity="error" title={texts.failed}>
                {serverError}
              </Alert>
            ) : null}
            {children}
          </Stack>
        </Card.Content>
        {readOnly ? null : (
          <Card.Actions data-align="end">
            <Button
              variant="outlined"
              color="secondary"
              onClick={onDiscard}
              disabled={!dirty || saving}
            >
              {texts.discard}
            </Button>
            <Button type="submit" loading={saving} data-testid="settings-save">
              {texts.save}
            </Button>
          </Card.Actions>
        )}
      </form>
    </Card>
  );
}
