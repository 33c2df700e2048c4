import { IconX } from '@tabler/icons-react';
import {
  forwardRef,
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';

import type { ColorName } from '../theme/tokens.ts';
import {
  ChipAction,
  ChipDelete,
  ChipLabel,
  ChipRoot,
  ChipStart,
  type ChipSize,
  type ChipVariant,
} from './chip.styles.ts';

export interface ChipDeleteDetails {
  /** How the user asked to remove the chip. */
  source: 'button' | 'keyboard';
}

export interface ChipProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'onClick'> {
  /** The chip's text. */
  label: ReactNode;
  /** Solid, tinted or outlined. */
  variant?: ChipVariant;
  /** Theme colour. */
  color?: ColorName;
  /** Height and text size. */
  size?: ChipSize;
  /** An avatar at the start (use `Avatar` with `size="xs"`). */
  avatar?: ReactNode;
  /** An icon at the start; ignored when there is an avatar. */
  icon?: ReactNode;
  /** Makes the chip a button (filter, toggle, shortcut). */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** For a toggle chip: whether it is on (spoken as pressed). */
  selected?: boolean;
  /** Shows a remove button; Backspace or Delete on the chip removes it too. */
  onDelete?: (details: ChipDeleteDetails) => void;
  /** Name of the remove button; defaults to a translated "Remove <label>". */
  deleteLabel?: string;
  /** Turns off the action and the remove button. */
  disabled?: boolean;
}

/**
 * The remove button, named "Remove <label>" unless `deleteLabel` says otherwise; only a removable
 * chip reads the texts.
 */
function RemoveButton({
  label,
  deleteLabel,
  iconSize,
  ...rest
}: Pick<ChipProps, 'label' | 'deleteLabel'> & {
  iconSize: number;
  disabled: boolean;
  tabIndex: number | undefined;
  onClick: () => void;
}) {
  const { t } = useTranslation('ui');
  const name =
    deleteLabel ??
    (typeof label === 'string' ? t('chip.removeNamed', { label }) : t('chip.remove'));
  return (
    <ChipDelete type="button" aria-label={name} {...rest}>
      <IconX size={iconSize} aria-hidden />
    </ChipDelete>
  );
}

/** A compact label, filter or selection, optionally clickable and removable. */
export const Chip = forwardRef<HTMLSpanElement, ChipProps>(function Chip(
  {
    label,
    variant = 'tonal',
    color = 'secondary',
    size = 'md',
    avatar,
    icon,
    onClick,
    selected,
    onDelete,
    deleteLabel,
    disabled = false,
    onKeyDown,
    ...rest
  },
  ref,
) {
  const start = avatar ?? icon;
  const handleKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || !onDelete || disabled) return;
    if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      onDelete({ source: 'keyboard' });
    }
  };
  return (
    <ChipRoot
      ref={ref}
      data-variant={variant}
      data-color={color}
      data-size={size}
      data-clickable={(onClick && !disabled) || undefined}
      data-deletable={onDelete ? '' : undefined}
      data-has-start={start ? '' : undefined}
      data-disabled={disabled || undefined}
      onKeyDown={handleKeyDown}
      {...rest}
    >
      {start && <ChipStart aria-hidden={icon && !avatar ? true : undefined}>{start}</ChipStart>}
      {onClick ? (
        <ChipAction type="button" onClick={onClick} disabled={disabled} aria-pressed={selected}>
          {label}
        </ChipAction>
      ) : (
        <ChipLabel>{label}</ChipLabel>
      )}
      {onDelete && (
        <RemoveButton
          label={label}
          deleteLabel={deleteLabel}
          disabled={disabled}
          // A clickable chip is one tab stop: Backspace/Delete on it removes it.
          tabIndex={onClick ? -1 : undefined}
          onClick={() => onDelete({ source: 'button' })}
          iconSize={size === 'sm' ? 12 : 14}
        />
      )}
    </ChipRoot>
  );
});
