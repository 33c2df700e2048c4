import { useTranslation } from 'react-i18next';

import { UnsavedChangesGuard, type UnsavedChangesGuardProps } from '../../shared/index.ts';

/** The shared leave prompt in the product form's words ("Leave without saving?"). */
export function ProductLeaveGuard(props: Omit<UnsavedChangesGuardProps, 'texts' | 'keepsChanges'>) {
  const { t } = useTranslation('ecommerce');
  return (
    <UnsavedChangesGuard
      {...props}
      texts={{
        title: t('productForm.unsaved.title'),
        message: t('productForm.unsaved.message'),
        leave: t('productForm.unsaved.leave'),
        stay: t('productForm.unsaved.stay'),
      }}
    />
  );
}
