import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';

import { CrumbLink, CrumbText } from './breadcrumbs.styles.ts';

export interface BreadcrumbsItemProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Where the crumb leads; without it the crumb is plain text. */
  href?: string;
  /** Marks the page the user is on (`aria-current="page"`); usually the last crumb. */
  current?: boolean;
  /** An icon before the text (home, folder). */
  icon?: ReactNode;
  /** Render the single child (a router `Link`) with the crumb's look. */
  asChild?: boolean;
}

/** One step of the trail: a link, or the current page. */
export const BreadcrumbsItem = forwardRef<HTMLAnchorElement, BreadcrumbsItemProps>(
  function BreadcrumbsItem(
    { href, current = false, icon, asChild = false, children, ...rest },
    ref,
  ) {
    const ariaCurrent = current ? ('page' as const) : undefined;
    if (asChild) {
      return (
        <CrumbLink ref={ref} as={Slot} aria-current={ariaCurrent} {...rest}>
          {children}
        </CrumbLink>
      );
    }
    if (!href) {
      return (
        <CrumbText aria-current={ariaCurrent} className={rest.className} style={rest.style}>
          {icon}
          {children}
        </CrumbText>
      );
    }
    return (
      <CrumbLink ref={ref} href={href} aria-current={ariaCurrent} {...rest}>
        {icon}
        {children}
      </CrumbLink>
    );
  },
);
