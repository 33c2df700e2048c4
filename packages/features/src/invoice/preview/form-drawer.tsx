import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button, Drawer } from '@atrium/ui';

export interface FormDrawerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The form's id: the footer's submit button points at it with `form=`. */
  formId: string;
  submitLabel: string;
  saving: boolean;
  /** The submit waits (the form is not drawn yet). */
  waiting?: boolean;
  testId: string;
  children: ReactNode;
}

/** A side panel holding one form, with Cancel and the form's submit pinned at the bottom. */
export function FormDrawer({
  open,
  onClose,
  title,
  formId,
  submitLabel,
  saving,
  waiting = false,
  testId,
  children,
}: FormDrawerProps) {
  const { t } = useTranslation('invoice');
  return (
    <Drawer
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={title}
      data-testid={testId}
      footer={
        <>
          <Button variant="outlined" color="secondary" onClick={onClose}>
            {t('preview.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            loading={saving}
            disabled={waiting}
            data-testid={`${testId}-submit`}
          >
            {submitLabel}
          </Button>
        </>
      }
    >
      {open && children}
    </Drawer>
  );
}
