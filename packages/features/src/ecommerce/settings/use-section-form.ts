import type { EcommerceSettings } from '@atrium/mocks/types';
import { useEffect, useState } from 'react';
import { useForm, type DefaultValues, type FieldPath, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useSaveSection } from './use-save-section.ts';

/** What every section form gets from the page. */
export interface SectionFormProps<K extends keyof EcommerceSettings> {
  /** The saved values of the section. */
  initial: EcommerceSettings[K];
  /** Tells the page whether there are unsaved changes (for the tab and leave prompts). */
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * One settings section as a react-hook-form form: validated by `resolver`, saved through the
 * settings PUT, reset to the saved answer on success, and on failure left as typed with the
 * server's refused fields marked. Reports its dirtiness to the page, and clean on unmount.
 */
export function useSectionForm<K extends keyof EcommerceSettings>(
  section: K,
  { initial, onDirtyChange }: SectionFormProps<K>,
  resolver: Resolver<EcommerceSettings[K]>,
) {
  const { t } = useTranslation('ecommerce');
  const { save, saving } = useSaveSection(section);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<EcommerceSettings[K]>({
    resolver,
    // A complete record: DefaultValues is only react-hook-form's deep-partial view of it.
    defaultValues: initial as DefaultValues<EcommerceSettings[K]>,
  });
  const { isDirty } = form.formState;

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  const submit = form.handleSubmit(async (values) => {
    const result = await save(values);
    if (result.ok) {
      setServerError(null);
      form.reset(result.saved);
      return;
    }
    setServerError(t('settings.errors.saveFailed'));
    for (const field of result.fields) {
      form.setError(field as FieldPath<EcommerceSettings[K]>, {
        type: 'server',
        message: t('settings.errors.serverField'),
      });
    }
  });

  const discard = () => {
    setServerError(null);
    form.reset();
  };

  return { form, submit, discard, saving, serverError };
}
