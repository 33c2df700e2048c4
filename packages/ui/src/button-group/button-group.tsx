import type * as ToggleGroupPrimitive from '@radix-ui/react-toggle-group';
import {
  createContext,
  forwardRef,
  useContext,
  useMemo,
  type ComponentPropsWithoutRef,
  type HTMLAttributes,
  type ReactNode,
} from 'react';

import { ButtonGroupContext } from '../button/button-group-context.ts';
import type { ButtonSize, ButtonVariant } from '../button/button.styles.ts';
import { useDirection } from '../i18n/use-direction.ts';
import type { ColorName } from '../theme/tokens.ts';
import { ButtonGroupRoot, ToggleGroupRoot, ToggleItem } from './button-group.styles.ts';

export interface ButtonGroupProps extends HTMLAttributes<HTMLDivElement> {
  /** Look of every button in the group (a button's own prop wins). */
  variant?: Exclude<ButtonVariant, 'text'>;
  /** Colour of every button. */
  color?: ColorName;
  /** Size of every button. */
  size?: ButtonSize;
  /** Lay the buttons out in a row or a column. */
  orientation?: 'horizontal' | 'vertical';
  /** Stretch to the container, sharing the width equally. */
  fullWidth?: boolean;
  /** Names the group for screen readers, e.g. "Export format". */
  'aria-label'?: string;
}

const ButtonGroupBase = forwardRef<HTMLDivElement, ButtonGroupProps>(function ButtonGroup(
  {
    variant = 'outlined',
    color = 'primary',
    size = 'md',
    orientation = 'horizontal',
    fullWidth = false,
    ...rest
  },
  ref,
) {
  const defaults = useMemo(() => ({ variant, color, size }), [variant, color, size]);
  return (
    <ButtonGroupContext.Provider value={defaults}>
      <ButtonGroupRoot
        ref={ref}
        role="group"
        data-variant={variant}
        data-orientation={orientation}
        data-full-width={fullWidth || undefined}
        {...rest}
      />
    </ButtonGroupContext.Provider>
  );
});

const ToggleSizeContext = createContext<ButtonSize>('md');

type ToggleRootProps = ComponentPropsWithoutRef<typeof ToggleGroupPrimitive.Root>;

/** Radix's single/multiple union plus a size. */
export type ButtonGroupToggleProps = ToggleRootProps & {
  /** Height and padding of the items. */
  size?: ButtonSize;
  /** Stretch to the container, sharing the width equally. */
  fullWidth?: boolean;
};

const ButtonGroupToggle = forwardRef<HTMLDivElement, ButtonGroupToggleProps>(
  function ButtonGroupToggle(
    { size = 'md', fullWidth = false, orientation = 'horizontal', ...rest },
    ref,
  ) {
    const dir = useDirection();
    return (
      <ToggleSizeContext.Provider value={size}>
        <ToggleGroupRoot
          ref={ref}
          dir={dir}
          orientation={orientation}
          data-orientation={orientation}
          data-full-width={fullWidth || undefined}
          {...rest}
        />
      </ToggleSizeContext.Provider>
    );
  },
);

export interface ButtonGroupToggleItemProps extends ComponentPropsWithoutRef<
  typeof ToggleGroupPrimitive.Item
> {
  /** Identifies the item in the group's value. */
  value: string;
  /** Label, icon, or both (an icon alone needs `aria-label`). */
  children: ReactNode;
}

const ButtonGroupToggleItem = forwardRef<HTMLButtonElement, ButtonGroupToggleItemProps>(
  function ButtonGroupToggleItem(props, ref) {
    const size = useContext(ToggleSizeContext);
    return <ToggleItem ref={ref} data-size={size} {...props} />;
  },
);

/**
 * Buttons joined into one control. `ButtonGroup.Toggle` (Radix toggle group) turns it into a set
 * of pressed/unpressed options, single or multiple, with arrow-key navigation.
 */
export const ButtonGroup = Object.assign(ButtonGroupBase, {
  Toggle: ButtonGroupToggle,
  ToggleItem: ButtonGroupToggleItem,
});
