import type { ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';

import { expectActivates } from '../test/story-activate.ts';
import { RowOf } from '../test/story-layout.tsx';
import { colorNames, type ColorName } from '../theme/tokens.ts';

/** Story helpers shared by Button's and IconButton's stories (the same grids, the same checks). */

export const buttonVariants = ['contained', 'tonal', 'outlined', 'text'] as const;
export type ButtonStoryVariant = (typeof buttonVariants)[number];
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonStorySize = (typeof buttonSizes)[number];

export const buttonArgTypes = {
  variant: { control: 'inline-radio', options: buttonVariants },
  color: { control: 'select', options: colorNames },
  size: { control: 'inline-radio', options: buttonSizes },
} as const;

export const storyRow = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 12,
  alignItems: 'center',
} as const;

/** A row with one button per variant. */
export function VariantRow({ render }: { render: (variant: ButtonStoryVariant) => ReactNode }) {
  return <div style={storyRow}>{buttonVariants.map(render)}</div>;
}

/** A row with one button per size. */
export function SizeRow({ render }: { render: (size: ButtonStorySize) => ReactNode }) {
  return <RowOf gap={12} values={buttonSizes} render={render} />;
}

/** A row per variant, a button per colour in each. */
export function ColorGrid({
  variants = buttonVariants,
  render,
}: {
  variants?: readonly ButtonStoryVariant[];
  render: (variant: ButtonStoryVariant, color: ColorName) => ReactNode;
}) {
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      {variants.map((v) => (
        <div key={v} style={storyRow}>
          {colorNames.map((c) => render(v, c))}
        </div>
      ))}
    </div>
  );
}

/**
 * Play: the button says it is busy or disabled (`state`), `also` checks what else the story
 * shows, and a click does nothing.
 */
export const playInert =
  (
    name: string | RegExp,
    state: 'aria-busy' | 'aria-disabled',
    also?: (canvas: HTMLElement) => Promise<void>,
  ) =>
  async ({ args, canvasElement }: { args: { onClick?: unknown }; canvasElement: HTMLElement }) => {
    const button = within(canvasElement).getByRole('button', { name });
    await expect(button).toHaveAttribute(state, 'true');
    await also?.(canvasElement);
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  };

/** Play: a click, then Tab reaches the button and Enter and Space activate it. */
export const playActivates =
  (name: string) =>
  ({ args, canvasElement }: { args: { onClick?: unknown }; canvasElement: HTMLElement }) =>
    expectActivates(within(canvasElement).getByRole('button', { name }), args.onClick, [
      '{Enter}',
      ' ',
    ]);
