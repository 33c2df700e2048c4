import type { EcommerceSettings } from '@atrium/mocks/types';
import { useTranslation } from 'react-i18next';

import { useToast } from '@atrium/ui';

import { settingsFieldErrors, useSaveSettingsMutation } from '../api/settings.ts';

export type SaveResult<V> =
  | { ok: true; saved: V }
  /** `fields`: the server's refused fields, as paths inside the section (`address.city`). */
  | { ok: false; fields: string[] };

/**
 * Saves one settings section and toasts the result. On failure nothing in the form is touched:
 * the caller marks the refused fields and the input stays as typed.
 */
export function useSaveSection<K extends keyof EcommerceSettings>(section: K) {
  const { t } = useTranslation('ecommerce');
  const toast = useToast();
  const [save, { isLoading }] = useSaveSettingsMutation();

  const run = async (values: EcommerceSettings[K]): Promise<SaveResult<EcommerceSettings[K]>> => {
    const result = await save({ [section]: values });
    if ('data' in result && result.data) {
      toast({ severity: 'success', title: t('settings.toasts.saved') });
      return { ok: true, saved: result.data[section] };
    }
    toast({ severity: 'error', title: t('settings.toasts.failed') });
    const prefix = `${section}.`;
    const fields = Object.keys(settingsFieldErrors(result.error) ?? {})
      .filter((key) => key.startsWith(prefix))
      .map((key) => key.slice(prefix.length));
    return { ok: false, fields };
  };

  return { save: run, saving: isLoading };
}
