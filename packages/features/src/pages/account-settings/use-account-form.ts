import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import { useFormFrame, useSaveOutcome, type FormCardProps } from '../../shared/index.ts';

export interface AccountFormOptions<V extends FieldValues, R> {
  /** The card's id: heading and test ids (`settings-form-<id>`). */
  id: string;
  title: string;
  subtitle?: string;
  /** The stored values. */
  initial: V;
  schema: z.ZodType<V, V>;
  /** The save call, unwrapped. */
  send: (values: V) => Promise<R>;
  /** The new baseline from the answer (the values sent by default). */
  saved?: (result: R) => V;
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * One account settings form on the shared form frame: validated by `schema`, saved by `send`,
 * toasted, the server's refused fields under their fields, and the card's props
 * (`<FormCard {...card}>`) in the account settings' words.
 */
export function useAccountForm<V extends FieldValues, R>({
  id,
  title,
  subtitle,
  initial,
  schema,
  send,
  saved,
  onDirtyChange,
}: AccountFormOptions<V, R>) {
  const { t } = useTranslation('pages');
  const outcomeOf = useSaveOutcome();
  const frame = useFormFrame<V>({
    defaultValues: initial,
    resolver: zodResolver(schema),
    onDirtyChange,
    failureAlert: t('accountSettings.form.failedAlert'),
    save: (values) =>
      outcomeOf(send(values), {
        saved: () => t('accountSettings.form.saved'),
        failed: t('accountSettings.form.failed'),
        then: (result) => ({ values: saved ? saved(result) : values }),
      }),
  });
  const card = {
    id,
    title,
    subtitle,
    onSubmit: frame.submit,
    onDiscard: frame.discard,
    dirty: frame.dirty,
    saving: frame.saving,
    serverError: frame.serverError,
    texts: {
      failed: t('accountSettings.form.failed'),
      discard: t('accountSettings.form.discard'),
      save: t('accountSettings.form.save'),
    },
  } satisfies Omit<FormCardProps, 'children'>;
  return { form: frame.form, card };
}
