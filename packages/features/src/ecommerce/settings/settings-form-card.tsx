import { useTranslation } from 'react-i18next';

import { FormCard, type FormCardProps } from '../../shared/index.ts';
import { useCan } from '../../shared/access/index.ts';

export type SettingsFormCardProps = Omit<FormCardProps, 'texts' | 'readOnly'>;

/**
 * A store settings section (the shared form card in the store's words). A user who may not
 * update the store sees the settings in a disabled fieldset, without Discard and Save.
 */
export function SettingsFormCard(props: SettingsFormCardProps) {
  const { t } = useTranslation('ecommerce');
  const canUpdate = useCan('update', 'Ecommerce');
  return (
    <FormCard
      {...props}
      readOnly={!canUpdate}
      texts={{
        failed: t('settings.toasts.failed'),
        discard: t('settings.actions.discard'),
        save: t('common.actions.save'),
      }}
    />
  );
}
