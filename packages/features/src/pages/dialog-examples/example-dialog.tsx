import type { BaseSyntheticEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { DialogSize } from '@atrium/ui';

import { FormDialog } from '../../shared/index.ts';

/** What every example dialog takes: the card holding it opens and closes it. */
export interface ExampleDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

interface ExampleFormDialogProps extends ExampleDialogProps {
  title: string;
  description: string;
  size?: DialogSize;
  /** The form's submit; the primary button submits it. */
  onSubmit: (event?: BaseSyntheticEvent) => void;
  submitLabel: string;
  saving: boolean;
  /** `data-testid` of the form; its submit button's is `<testId>-submit`. */
  testId: string;
  children: ReactNode;
}

/**
 * One example's dialog holding one form: title and description, the fields, then Cancel and the
 * primary action submitting the form (Enter in a field submits it too). The ui Dialog traps the
 * focus, closes on Escape and gives the focus back to the Open button.
 */
export function ExampleFormDialog({ onSubmit, ...props }: ExampleFormDialogProps) {
  const { t } = useTranslation('pages');
  return <FormDialog {...props} submit={onSubmit} cancelLabel={t('dialogs.cancel')} />;
}
