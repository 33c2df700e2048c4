import { IconChevronDown } from '@tabler/icons-react';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../button/button.tsx';
import type { ButtonSize, ButtonVariant } from '../button/button.styles.ts';
import { Menu } from '../menu/menu.tsx';
import type { ColorName } from '../theme/tokens.ts';
import { SplitButtonRoot } from './split-button.styles.ts';

export interface SplitButtonOption {
  /** Identifies the option in `onSelect`. */
  value: string;
  /** Text in the menu. */
  label: string;
  /** Icon before the label. */
  icon?: ReactNode;
  /** Make the option unavailable. */
  disabled?: boolean;
}

export interface SplitButtonProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onSelect'> {
  /** Label of the main action. */
  label: ReactNode;
  /** Runs the main action. */
  onClick: () => void;
  /** Alternative actions in the dropdown. */
  options: readonly SplitButtonOption[];
  /** Runs an alternative action. */
  onSelect: (selection: { value: string }) => void;
  /** Accessible name of the dropdown button; defaults to a translated "More options". */
  menuLabel?: string;
  /** Look of both halves. */
  variant?: Exclude<ButtonVariant, 'text'>;
  /** Theme colour. */
  color?: ColorName;
  /** Height and padding. */
  size?: ButtonSize;
  /** Disable both halves. */
  disabled?: boolean;
  /** Show the main action as busy. */
  loading?: boolean;
  /** Icon before the main label. */
  startIcon?: ReactNode;
}

/**
 * A main action with a dropdown of alternatives (Radix menu): "Save" plus "Save as draft",
 * "Save and publish". The arrow button opens the menu with Enter, Space or ArrowDown.
 */
export const SplitButton = forwardRef<HTMLDivElement, SplitButtonProps>(function SplitButton(
  {
    label,
    onClick,
    options,
    onSelect,
    menuLabel,
    variant = 'contained',
    color = 'primary',
    size = 'md',
    disabled = false,
    loading = false,
    startIcon,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation('ui');
  const look = { variant, color, size } as const;
  return (
    <SplitButtonRoot ref={ref} role="group" data-variant={variant} {...rest}>
      <Button
        {...look}
        disabled={disabled}
        loading={loading}
        startIcon={startIcon}
        onClick={onClick}
      >
        {label}
      </Button>
      <Menu
        align="end"
        disabled={disabled || loading}
        trigger={
          <Button
            {...look}
            disabled={disabled || loading}
            aria-label={menuLabel ?? t('splitButton.more')}
          >
            <IconChevronDown size={18} aria-hidden />
          </Button>
        }
      >
        {options.map((option) => (
          <Menu.Item
            key={option.value}
            icon={option.icon}
            disabled={option.disabled}
            onSelect={() => onSelect({ value: option.value })}
          >
            {option.label}
          </Menu.Item>
        ))}
      </Menu>
    </SplitButtonRoot>
  );
});
