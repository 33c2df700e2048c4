import { zodResolver } from '@hookform/resolvers/zod';
import type { CSSProperties, ReactNode } from 'react';
import {
  Controller,
  useForm,
  type ControllerRenderProps,
  type DefaultValues,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { fn } from 'storybook/test';
import type { z } from 'zod';

import { Button } from '../button/button.tsx';
import { playFixAndSubmit, type FixAndSubmit } from './story-form-play.ts';

export interface StoryFormProps<V extends FieldValues, N extends Path<V>> {
  schema: z.ZodType<V, V>;
  defaultValues?: DefaultValues<V>;
  /** The fields, each rendered by `render` through a `Controller`. */
  names: readonly N[];
  render: (field: ControllerRenderProps<V, N>, error: string | undefined) => ReactNode;
  submitLabel: string;
  onSubmit: (values: V) => void;
  style?: CSSProperties;
}

/**
 * The react-hook-form + zod form the form controls' stories show: `Controller`s validated on
 * submit, then a submit button.
 */
export function StoryForm<V extends FieldValues, N extends Path<V>>({
  schema,
  defaultValues,
  names,
  render,
  submitLabel,
  onSubmit,
  style,
}: StoryFormProps<V, N>) {
  const { control, handleSubmit } = useForm<V>({ resolver: zodResolver(schema), defaultValues });
  return (
    <form
      noValidate
      onSubmit={(e) =>
        void handleSubmit((v) => {
          onSubmit(v);
        })(e)
      }
      style={{ display: 'grid', gap: 16, ...style }}
    >
      {names.map((name) => (
        <Controller
          key={name}
          name={name}
          control={control}
          render={({ field, fieldState }) => <>{render(field, fieldState.error?.message)}</>}
        />
      ))}
      <Button type="submit">{submitLabel}</Button>
    </form>
  );
}

/** A top-level field of the form's values. */
type Key<V extends FieldValues> = Extract<keyof V, Path<V>>;

export type FormStoryProps<V extends FieldValues, E extends HTMLElement> = Omit<
  StoryFormProps<V, Key<V>>,
  'onSubmit' | 'submitLabel' | 'names' | 'schema'
> &
  Omit<FixAndSubmit<E>, 'onSubmit'> & {
    /** The form's fields: one `Controller` each, in the order of the object's keys. */
    schema: z.ZodObject & z.ZodType<V, V>;
  };

/**
 * A control's react-hook-form story: the `StoryForm` around it, and the play that submits it,
 * fixes the field and expects the values (see `playFixAndSubmit`).
 */
export function formStory<V extends FieldValues, E extends HTMLElement>({
  submit,
  field,
  error,
  fix,
  submitted,
  ...form
}: FormStoryProps<V, E>) {
  const onSubmit = fn();
  const names = Object.keys(form.schema.shape) as Key<V>[];
  return {
    render: () => <StoryForm {...form} names={names} submitLabel={submit} onSubmit={onSubmit} />,
    play: playFixAndSubmit({ submit, onSubmit, field, error, fix, submitted }),
  };
}
