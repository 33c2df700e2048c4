import { Slot, Slottable } from '@radix-ui/react-slot';
import {
  forwardRef,
  useContext,
  type ButtonHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';

import type { ColorName } from '../theme/tokens.ts';
import { ButtonGroupContext } from './button-group-context.ts';
import {
  ButtonLabel,
  ButtonSpinner,
  StyledButton,
  type ButtonSize,
  type ButtonVariant,
} from './button.styles.ts';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight: filled, tinted, outlined or text only. */
  variant?: ButtonVariant;
  /** Theme colour. */
  color?: ColorName;
  /** Height and padding. */
  size?: ButtonSize;
  /** Icon before the label (mirrors its side in right-to-left). */
  startIcon?: ReactNode;
  /** Icon after the label. */
  endIcon?: ReactNode;
  /** Shows a spinner, keeps the width and blocks clicks; announced as busy. */
  loading?: boolean;
  /** Stretch to the container's width. */
  fullWidth?: boolean;
  /** Render the single child (a link, a router `Link`) with the button's look and behaviour. */
  asChild?: boolean;
}

/**
 * The spinner of a loading button, with its spoken name. Only a loading button reads the texts:
 * a table draws several buttons a row, and each reader of the texts costs a subscription.
 */
function LoadingSpinner() {
  const { t } = useTranslation('ui');
  return <ButtonSpinner data-spinner role="status" aria-label={t('button.loading')} />;
}

/**
 * The action button. Disabled buttons stay focusable (`aria-disabled`) so keyboard and screen
 * reader users can still find them and learn why they are unavailable.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant: variantProp,
    color: colorProp,
    size: sizeProp,
    startIcon,
    endIcon,
    loading = false,
    fullWidth = false,
    disabled = false,
    asChild = false,
    type,
    onClick,
    children,
    ...rest
  },
  ref,
) {
  const group = useContext(ButtonGroupContext);
  const variant = variantProp ?? group?.variant ?? 'contained';
  const color = colorProp ?? group?.color ?? 'primary';
  const size = sizeProp ?? group?.size ?? 'md';
  const inert = disabled || loading;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (inert) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <StyledButton
      ref={ref}
      as={asChild ? Slot : 'button'}
      type={asChild ? undefined : (type ?? 'button')}
      data-variant={variant}
      data-color={color}
      data-size={size}
      data-full-width={fullWidth || undefined}
      data-loading={loading || undefined}
      aria-disabled={inert || undefined}
      aria-busy={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      {loading && <LoadingSpinner />}
      {startIcon && <ButtonLabel aria-hidden>{startIcon}</ButtonLabel>}
      <Slottable>{children}</Slottable>
      {endIcon && <ButtonLabel aria-hidden>{endIcon}</ButtonLabel>}
    </StyledButton>
  );
});
