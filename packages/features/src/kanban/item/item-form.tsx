import type { BaseSyntheticEvent } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { KanbanItem } from '@atrium/mocks/types';
import { Alert, FileInput, Stack, Textarea, TextField, Typography } from '@atrium/ui';

import { DateField } from '../../shared/bound-fields.tsx';
import { useFormat } from '../../shared/index.ts';
import { ChipChoice } from './chip-choice.tsx';
import { KANBAN_LABELS } from './kanban-labels.ts';
import { useLabelName } from './label-chips.tsx';
import { ITEM_LIMITS, type ItemFormValues } from './item-form-values.ts';
import { MembersChoice } from './members-choice.tsx';

export interface ItemFormProps {
  /** The `id` the drawer's Update button points at with `form=`. */
  formId: string;
  form: UseFormReturn<ItemFormValues>;
  onSubmit: (event?: BaseSyntheticEvent) => void;
  /** The item as saved: its counts and latest comment. */
  item: KanbanItem;
  /** Why the last save failed, shown above the fields (the input is kept). */
  failure: string | null;
}

/** The drawer's fields: title, due date, labels, members, attachments and a new comment. */
export function ItemForm({ formId, form, onSubmit, item, failure }: ItemFormProps) {
  const { t } = useTranslation('kanban');
  const format = useFormat();
  const labelName = useLabelName();
  const {
    register,
    control,
    formState: { errors },
  } = form;
  // A label stored by another client stays on offer, so saving never drops it unseen.
  const labelOptions = [
    ...KANBAN_LABELS.map((l) => ({ value: l.name, label: labelName(l.name), color: l.color })),
    ...item.labels
      .filter((name) => !KANBAN_LABELS.some((l) => l.name === name))
      .map((name) => ({ value: name, label: name })),
  ];
  return (
    <form id={formId} noValidate onSubmit={onSubmit} data-testid="kanban-item-form">
      <Stack gap={5}>
        {failure && (
          <Alert severity="error" data-testid="kanban-item-failure">
            {failure}
          </Alert>
        )}
        <TextField
          label={t('item.form.title')}
          required
          autoComplete="off"
          dir="auto"
          error={errors.title?.message}
          {...register('title')}
        />
        <DateField control={control} name="dueDate" label={t('item.form.dueDate')} />
        <Controller
          control={control}
          name="labels"
          render={({ field }) => (
            <ChipChoice
              legend={t('item.form.labels')}
              options={labelOptions}
              value={field.value}
              onChange={field.onChange}
              testId="kanban-item-labels"
            />
          )}
        />
        <Controller
          control={control}
          name="members"
          render={({ field }) => (
            <MembersChoice current={item.members} value={field.value} onChange={field.onChange} />
          )}
        />
        <Controller
          control={control}
          name="files"
          render={({ field, fieldState }) => (
            <FileInput
              label={t('item.form.attachments')}
              multiple
              value={field.value}
              onFilesChange={({ files }) => field.onChange(files)}
              helperText={t('item.form.attachmentsHelp', { n: format.number(item.attachments) })}
              error={fieldState.error?.message}
              data-testid="kanban-item-files"
            />
          )}
        />
        <Stack gap={2}>
          <Typography variant="body2" weight="medium" as="h3">
            {t('item.form.latestComment', { n: format.number(item.commentsCount) })}
          </Typography>
          <Typography variant="body2" color="secondary" dir="auto" data-testid="kanban-item-latest">
            {item.comments || t('item.form.noComments')}
          </Typography>
        </Stack>
        <Textarea
          label={t('item.form.comment')}
          dir="auto"
          minRows={3}
          maxLength={ITEM_LIMITS.comment}
          showCounter={false}
          error={errors.comment?.message}
          {...register('comment')}
        />
      </Stack>
    </form>
  );
}
