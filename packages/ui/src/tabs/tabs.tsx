import type * as TabsPrimitive from '@radix-ui/react-tabs';
import {
  forwardRef,
  useMemo,
  useState,
  type ComponentPropsWithoutRef,
  type ReactNode,
} from 'react';

import { useDirection } from '../i18n/use-direction.ts';
import { TabsList } from './tabs-list.tsx';
import { TabsContext, useTabsContext } from './tabs-context.ts';
import { TabIcon, TabsContent, TabsRoot, TabsTrigger as StyledTrigger } from './tabs.styles.ts';

export interface TabsProps extends Omit<
  ComponentPropsWithoutRef<typeof TabsPrimitive.Root>,
  'dir'
> {
  /** Underlined tabs on a rule, or filled pills. */
  variant?: 'underline' | 'pills';
  /** The active tab when controlled (for link tabs: derive it from the route). */
  value?: string;
  /** The first active tab when uncontrolled. */
  defaultValue?: string;
  /** Called with the newly active tab's value (Radix signature). */
  onValueChange?: (value: string) => void;
}

const TabsBase = forwardRef<HTMLDivElement, TabsProps>(function Tabs(
  {
    variant = 'underline',
    value,
    defaultValue,
    onValueChange,
    orientation = 'horizontal',
    ...rest
  },
  ref,
) {
  const dir = useDirection();
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  const context = useMemo(() => ({ value: current, orientation }), [current, orientation]);
  const change = (next: string) => {
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={context}>
      <TabsRoot
        ref={ref}
        dir={dir}
        data-variant={variant}
        orientation={orientation}
        value={current}
        onValueChange={change}
        {...rest}
      />
    </TabsContext.Provider>
  );
});

export interface TabsTriggerProps extends ComponentPropsWithoutRef<typeof TabsPrimitive.Trigger> {
  /** Value that ties the tab to its `Tabs.Content`. */
  value: string;
  /** Icon before the label. */
  icon?: ReactNode;
}

const TabsTrigger = forwardRef<HTMLButtonElement, TabsTriggerProps>(function TabsTrigger(
  { icon, children, ...rest },
  ref,
) {
  return (
    <StyledTrigger ref={ref} {...rest}>
      {icon && <TabIcon aria-hidden>{icon}</TabIcon>}
      {children}
    </StyledTrigger>
  );
});

export interface TabsLinkProps extends ComponentPropsWithoutRef<typeof TabsPrimitive.Trigger> {
  /** Value of this tab; the active one is marked `aria-current="page"`. */
  value: string;
  /** A single link element (`<a>` or a router `Link`) that the tab renders as. */
  children: ReactNode;
}

/**
 * A tab that is a link, for tabs that change the route: pass a router `Link` as the child and
 * drive `Tabs`' `value` from the location.
 */
const TabsLink = forwardRef<HTMLButtonElement, TabsLinkProps>(function TabsLink(
  { value, ...rest },
  ref,
) {
  const { value: current } = useTabsContext();
  return (
    <StyledTrigger
      ref={ref}
      value={value}
      asChild
      // A link has no button type; Radix would add one.
      type={undefined}
      aria-current={current === value ? 'page' : undefined}
      {...rest}
    />
  );
});

/**
 * Tabs on Radix: arrow keys move between tabs (mirrored in right-to-left), Home/End jump, and
 * overflowing horizontal tabs scroll. Parts: `Tabs.List`, `Tabs.Trigger`, `Tabs.Link`,
 * `Tabs.Content`.
 */
export const Tabs = Object.assign(TabsBase, {
  List: TabsList,
  Trigger: TabsTrigger,
  Link: TabsLink,
  Content: TabsContent,
});
