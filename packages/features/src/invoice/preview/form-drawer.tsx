import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { Invoice } from '@atrium/mocks/types';
import { Button, Drawer } from '@atrium/ui';

/** What a drawer's form gets: the invoice, its id for the submit button, and what to do once saved. */
export interface DrawerFormProps {
  invoice: Invoice;
  formId: string;
  onDone: () => void;
}

export interface FormDrawerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  submitLabel: string;
  saving: boolean;
  testId: string;
  /** The form, given the id the footer's submit button points at with `form=`. */
  children: (formId: string) => ReactNode;
}

/** A side panel holding one form, with Cancel and the form's submit pinned at the bottom. */
export function FormDrawer({
  open,
  onClose,
  title,
  submitLabel,
  saving,
  testId,
  children,
}: FormDrawerProps) {
  const { t } = useTranslation('invoice');
  const formId = useId();
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
          <Button type="submit" form={formId} loading={saving} data-testid={`${testId}-submit`}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {open && children(formId)}
    </Drawer>
  );
}
