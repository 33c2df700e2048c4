import { forwardRef, useContext, type ReactNode } from 'react';

import type { ButtonProps } from '../button/button.tsx';
import { ButtonGroupContext } from '../button/button-group-context.ts';
import { Tooltip, type TooltipProps } from '../tooltip/tooltip.tsx';
import { StyledIconButton } from './icon-button.styles.ts';

export interface IconButtonProps extends Omit<
  ButtonProps,
  'startIcon' | 'endIcon' | 'fullWidth' | 'children' | 'aria-label'
> {
  /** Accessible name; required because the button shows no text. */
  label: string;
  /** The icon (decorative: the name comes from `label`). */
  children: ReactNode;
  /** Corner style: rounded square like Button, or a circle. */
  shape?: 'square' | 'round';
  /** Show `label` in a tooltip on hover and focus. */
  tooltip?: boolean;
  /** Side of the tooltip. */
  tooltipSide?: TooltipProps['side'];
}

/** A button that shows only an icon; its name comes from `label`, optionally shown as a tooltip. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, children, variant, color, shape = 'square', tooltip = false, tooltipSide, ...rest },
  ref,
) {
  const group = useContext(ButtonGroupContext);
  const button = (
    <StyledIconButton
      ref={ref}
      aria-label={label}
      variant={variant ?? group?.variant ?? 'text'}
      color={color ?? group?.color ?? 'secondary'}
      data-shape={shape}
      {...rest}
    >
      {rest.asChild ? (
        children
      ) : (
        <span data-icon="" aria-hidden>
          {children}
        </span>
      )}
    </StyledIconButton>
  );
  // The tooltip repeats the name visually; `aria-label` already gives it to assistive tech.
  return tooltip ? (
    <Tooltip content={label} side={tooltipSide}>
      {button}
    </Tooltip>
  ) : (
    button
  );
});
