import { IconChevronRight } from '@tabler/icons-react';
import { forwardRef, useState } from 'react';
import { useTheme } from 'styled-components';

import {
  containsActive,
  NavLinkAdapter,
  NavLinkProvider,
  type NavEntry,
  type NavBaseProps,
} from './nav-entry.tsx';
import {
  Badge,
  Bullet,
  Chevron,
  ItemLabel,
  ItemRow,
  NavList,
  NavRoot,
  SectionLabel,
} from './nav-menu.styles.ts';
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx';

export interface NavMenuProps extends NavBaseProps {
  /** Sections, links and nested groups, in order. */
  entries: readonly NavEntry[];
  /** Id of the link for the current page: it is marked, and the groups around it open. */
  activeId?: string;
  /** Icon rail: labels hidden, icons only (the shell expands it on hover). */
  collapsed?: boolean;
  /** Called after a link is followed (the mobile drawer closes on it). */
  onNavigate?: () => void;
}

/** Vertical navigation: section headings, links with icons and badges, collapsible nested groups. */
export const NavMenu = forwardRef<HTMLElement, NavMenuProps>(function NavMenu(
  { entries, activeId, renderLink, collapsed = false, onNavigate, ...rest },
  ref,
) {
  return (
    <NavLinkProvider renderLink={renderLink}>
      <NavRoot ref={ref} data-nav-rail={collapsed} {...rest}>
        <NavList>
          {entries.map((entry) => (
            <Entry
              key={`${entry.type}-${entry.id}`}
              entry={entry}
              activeId={activeId}
              onNavigate={onNavigate}
              depth={0}
            />
          ))}
        </NavList>
      </NavRoot>
    </NavLinkProvider>
  );
});

interface EntryProps {
  entry: NavEntry;
  activeId: string | undefined;
  onNavigate: (() => void) | undefined;
  depth: number;
}

function Entry({ entry, activeId, onNavigate, depth }: EntryProps) {
  const theme = useTheme();
  const [open, setOpen] = useState(() => containsActive(entry, activeId));
  if (entry.type === 'section') return <SectionLabel>{entry.label}</SectionLabel>;

  const Icon = entry.icon;
  const icon = Icon ? <Icon size={22} aria-hidden /> : depth > 0 ? <Bullet aria-hidden /> : null;
  const badge = entry.badge && (
    <Badge
      style={{
        ['--nav-badge-bg' as string]: theme.color[entry.badge.color ?? 'error'].solid,
        ['--nav-badge-fg' as string]: theme.color[entry.badge.color ?? 'error'].contrast,
      }}
    >
      {entry.badge.spokenLabel ? (
        <>
          <span aria-hidden>{entry.badge.label}</span>
          <VisuallyHidden>{entry.badge.spokenLabel}</VisuallyHidden>
        </>
      ) : (
        entry.badge.label
      )}
    </Badge>
  );

  if (entry.type === 'link') {
    const active = entry.id === activeId;
    return (
      <li>
        <ItemRow
          as={NavLinkAdapter}
          href={entry.href}
          aria-current={active ? 'page' : undefined}
          onClick={onNavigate}
          title={entry.label}
        >
          {icon}
          <ItemLabel>{entry.label}</ItemLabel>
          {badge}
        </ItemRow>
      </li>
    );
  }

  const listId = `nav-group-${entry.id}`;
  return (
    <li>
      <ItemRow
        as="button"
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        data-open-parent={open && containsActive(entry, activeId)}
        title={entry.label}
        onClick={() => setOpen((o) => !o)}
      >
        {icon}
        <ItemLabel>{entry.label}</ItemLabel>
        {badge}
        <Chevron aria-hidden>
          <IconChevronRight size={18} />
        </Chevron>
      </ItemRow>
      <NavList id={listId} hidden={!open}>
        {entry.children.map((child) => (
          <Entry
            key={`${child.type}-${child.id}`}
            entry={child}
            activeId={activeId}
            onNavigate={onNavigate}
            depth={depth + 1}
          />
        ))}
      </NavList>
    </li>
  );
}
