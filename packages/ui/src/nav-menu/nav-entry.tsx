import {
  createContext,
  useContext,
  type AnchorHTMLAttributes,
  type HTMLAttributes,
  type ComponentType,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';

import type { ColorName } from '../theme/tokens.ts';

/** An icon component such as one from @tabler/icons-react. */
export type NavIcon = ComponentType<{
  size?: number | string;
  className?: string;
  'aria-hidden'?: boolean;
}>;

export interface NavBadge {
  /** What the badge shows: a count, "New". */
  label: string;
  /** What a screen reader says in its place ("3 unread"), where the label alone means little. */
  spokenLabel?: string;
  color?: ColorName;
}

export type NavEntry =
  | { type: 'section'; id: string; label: string }
  | { type: 'link'; id: string; label: string; href: string; icon?: NavIcon; badge?: NavBadge }
  | {
      type: 'group';
      id: string;
      label: string;
      icon?: NavIcon;
      badge?: NavBadge;
      children: NavEntry[];
    };

/** What a link renderer receives: spread it all on the link (menus pass roles, handlers and a ref). */
export interface NavLinkRenderProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href' | 'children'
> {
  href: string;
  children: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

/** Renders a navigation link; the app passes one that uses its router. */
export type RenderNavLink = (props: NavLinkRenderProps) => ReactElement;

export const renderAnchor: RenderNavLink = ({ href, children, ...rest }) => (
  <a href={href} {...rest}>
    {children}
  </a>
);

// The app's link renderer reaches the rows through context, so styled rows can render it as a
// stable component (`as={NavLinkAdapter}`) and style the link element itself.
export const RenderLinkContext = createContext<RenderNavLink>(renderAnchor);
export function NavLinkAdapter(props: NavLinkRenderProps) {
  return useContext(RenderLinkContext)(props);
}

/** What both navigations (the side menu and the top bar) take besides their entries. */
export interface NavBaseProps extends HTMLAttributes<HTMLElement> {
  /** Renders links (pass one that uses the app's router); plain anchors by default. */
  renderLink?: RenderNavLink;
  /** Accessible name of the navigation landmark. */
  'aria-label': string;
}

/** Hands a navigation's rows the app's link renderer, or plain anchors when it gives none. */
export function NavLinkProvider({
  renderLink = renderAnchor,
  children,
}: {
  renderLink?: RenderNavLink | undefined;
  children: ReactNode;
}) {
  return <RenderLinkContext.Provider value={renderLink}>{children}</RenderLinkContext.Provider>;
}

/** True when `entry` is, or contains, the link with id `activeId`. */
export function containsActive(entry: NavEntry, activeId: string | undefined): boolean {
  if (!activeId) return false;
  if (entry.type === 'link') return entry.id === activeId;
  if (entry.type === 'group')
    return entry.children.some((child) => containsActive(child, activeId));
  return false;
}

/** Drops links the user may not open, then groups and sections left empty. */
export function filterNav(
  entries: readonly NavEntry[],
  allowed: (id: string) => boolean,
): NavEntry[] {
  const kept: NavEntry[] = [];
  for (const entry of entries) {
    if (entry.type === 'link') {
      if (allowed(entry.id)) kept.push(entry);
    } else if (entry.type === 'group') {
      const children = filterNav(entry.children, allowed);
      if (children.some((c) => c.type !== 'section')) kept.push({ ...entry, children });
    } else {
      kept.push(entry);
    }
  }
  // A section heading with nothing under it before the next section is noise.
  return kept.filter(
    (entry, i) =>
      entry.type !== 'section' || (kept[i + 1] !== undefined && kept[i + 1]?.type !== 'section'),
  );
}
