import type { TFunction } from 'i18next';
import type { EcommerceSettings } from '@atrium/mocks/types';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import { useFormFrame, useSaveOutcome } from '../../shared/index.ts';
import { useSaveSettingsMutation } from '../api/settings.ts';
import type { SettingsFormCardProps } from './settings-form-card.tsx';

/** What every section form gets from the page. */
export interface SectionFormProps<K extends keyof EcommerceSettings> {
  /** The saved values of the section. */
  initial: EcommerceSettings[K];
  /** Tells the page whether there are unsaved changes (for the tab and leave prompts). */
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * One settings section as a form on the shared form frame: validated by `schema`, saved through
 * the settings PUT, reset to the saved answer on success, and on failure left as typed with an
 * alert, a toast and the server's refused fields (`section.field` in its answer) marked.
 * `card` is the section's SettingsFormCard props (id, title and subtitle from the section's texts,
 * `settings.<section>.*`); `register`, `control` and `errors` are the form's, for its fields.
 */
export function useSectionForm<K extends Exclude<keyof EcommerceSettings, 'shipping'>>(
  section: K,
  { initial, onDirtyChange }: SectionFormProps<K>,
  schemaOf: (t: TFunction<'ecommerce'>) => z.ZodType<EcommerceSettings[K], EcommerceSettings[K]>,
) {
  const { t } = useTranslation('ecommerce');
  const schema = schemaOf(t);
  const [saveSettings] = useSaveSettingsMutation();
  const outcomeOf = useSaveOutcome();
  const prefix = `${section}.`;
  const frame = useFormFrame<EcommerceSettings[K]>({
    defaultValues: initial,
    resolver: zodResolver(schema),
    onDirtyChange,
    failureAlert: t('settings.errors.saveFailed'),
    focusRefused: false,
    refusedField: (name) => ({
      field: name.slice(prefix.length) as FieldPath<EcommerceSettings[K]>,
      message: t('settings.errors.serverField'),
    }),
    save: (values) =>
      outcomeOf(saveSettings({ [section]: values }).unwrap(), {
        saved: () => t('settings.toasts.saved'),
        failed: t('settings.toasts.failed'),
        then: (settings) => ({ values: settings[section] }),
        keepField: (name) => name.startsWith(prefix),
        toastRefusals: true,
      }),
  });
  const card = {
    id: section,
    title: t(`settings.${section}.title`),
    subtitle: t(`settings.${section}.subtitle`),
    onSubmit: frame.submit,
    onDiscard: frame.discard,
    dirty: frame.dirty,
    saving: frame.saving,
    serverError: frame.serverError,
  } satisfies Omit<SettingsFormCardProps, 'children'>;
  const { register, control, formState } = frame.form;
  return { t, form: frame.form, register, control, errors: formState.errors, card };
}
