import { useTranslation } from 'react-i18next';

import { FormDialog as SharedFormDialog, type FormDialogProps } from '../../shared/index.ts';

export {
  FormTextFields,
  useDialogForm,
  type DialogFormOptions,
  type FormTextField,
} from '../../shared/index.ts';

/** The shared form dialog with the user view's Cancel and Save. */
export function FormDialog({
  submitLabel,
  ...props
}: Omit<FormDialogProps, 'submitLabel' | 'cancelLabel'> & { submitLabel?: string }) {
  const { t } = useTranslation('users');
  return (
    <SharedFormDialog
      {...props}
      submitLabel={submitLabel ?? t('userView.actions.save')}
      cancelLabel={t('userView.actions.cancel')}
    />
  );
}
