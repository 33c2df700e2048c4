import type { StoryContext } from '@storybook/react-vite';
import type { ComponentType, ReactNode } from 'react';
import { expect, userEvent } from 'storybook/test';

type Canvas = StoryContext['canvas'];

/** The story args the state checks read: the merged args of the story's context. */
export interface FieldArgs {
  label?: ReactNode;
  error?: ReactNode;
  defaultValue?: unknown;
}

/** The control a state story checks, usually found by its role and `args.label`. */
export type FindField = (canvas: Canvas, args: FieldArgs) => HTMLElement;

/** The control with `role` named by the story's label. */
export const byLabel =
  (role: 'checkbox' | 'combobox' | 'radiogroup' | 'slider' | 'switch' | 'textbox'): FindField =>
  (canvas, { label }) =>
    canvas.getByRole(role, { name: text(label) });

type Check = (field: HTMLElement, canvas: Canvas, args: FieldArgs) => Promise<void>;

/** `label` and `error` are plain text in every state story; a query needs them as strings. */
export const text = (value: unknown) => {
  if (typeof value !== 'string') throw new Error('The story gives this as plain text.');
  return value;
};

/**
 * The required, error, disabled and read-only stories every form control has, each checking
 * what the state means to assistive technology on the control `find` returns. `S` is the
 * stories file's `Story` type, so each story's args are checked against the component's props.
 */
export function fieldStates<S extends { args?: object }>(find: FindField) {
  const story = (args: S['args'], check: Check) => ({
    args,
    play: async ({ canvas, args: all }: { canvas: Canvas; args: FieldArgs }) =>
      check(find(canvas, all), canvas, all),
  });
  return {
    /**
     * `required` on a native control; `aria` for a custom widget (a button trigger, a radio
     * group of stars) that says it with `aria-required`.
     */
    required: (args: S['args'], via: 'native' | 'aria' = 'native') =>
      story(args, async (field) => {
        if (via === 'aria') await expect(field).toHaveAttribute('aria-required', 'true');
        else await expect(field).toBeRequired();
      }),
    /** `args.error` is shown and announced as the control's error message. */
    invalid: (args: S['args']) =>
      story(args, async (field, _, { error }) => {
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field).toHaveAccessibleErrorMessage(text(error));
      }),
    /** The control is disabled; `more` checks what else a disabled control drops. */
    disabled: (args: S['args'], more?: Check) =>
      story(args, async (field, canvas, all) => {
        await expect(field).toBeDisabled();
        await more?.(field, canvas, all);
      }),
    /** Typing into a read-only text control leaves its `defaultValue`. */
    readOnlyText: (args: S['args']) =>
      story(args, async (field, _, { defaultValue }) => {
        await userEvent.type(field, 'x');
        await expect(field).toHaveValue(text(defaultValue));
      }),
  };
}

/** A control at both sizes, labelled by its size. */
export function sizesRender<P extends { size?: 'sm' | 'md'; label?: ReactNode }>(
  Control: ComponentType<P>,
  gap: number,
  props?: Partial<P>,
) {
  const Sizes = (args: P) => (
    <div style={{ display: 'grid', gap }}>
      <Control {...args} size="sm" label="Small" {...props} />
      <Control {...args} size="md" label="Medium" {...props} />
    </div>
  );
  return Sizes;
}

/** The `size` control every form control's stories offer. */
export const sizeArgTypes = {
  size: { control: 'inline-radio', options: ['sm', 'md'] },
} as const;
