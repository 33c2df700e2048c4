import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { forwardRef, type ReactNode } from 'react';

import { MenuShell } from '../menu/menu-shell.tsx';
import {
  containsActive,
  NavLinkAdapter,
  NavLinkProvider,
  type NavEntry,
  type NavBaseProps,
} from './nav-entry.tsx';
import {
  MenuContent,
  MenuItemRow,
  MenuSubContent,
  TopItem,
  TopList,
} from './horizontal-nav.styles.ts';

export interface HorizontalNavProps extends NavBaseProps {
  /**
   * The same entries as the vertical menu. Groups become dropdowns, and so does each section,
   * holding what follows it up to the next one: the bar stays one row however long the menu.
   */
  entries: readonly NavEntry[];
  /** Id of the link for the current page. */
  activeId?: string;
}

/** Folds each section and the entries under it into one group named after the section. */
export function sectionsAsGroups(entries: readonly NavEntry[]): NavEntry[] {
  const top: NavEntry[] = [];
  let open: NavEntry[] | undefined;
  for (const entry of entries) {
    if (entry.type === 'section') {
      open = [];
      top.push({ type: 'group', id: entry.id, label: entry.label, children: open });
    } else {
      (open ?? top).push(entry);
    }
  }
  return top.filter((entry) => entry.type !== 'group' || entry.children.length > 0);
}

/** The top menu of the horizontal layout: links, and groups as keyboard-operable dropdowns. */
export const HorizontalNav = forwardRef<HTMLElement, HorizontalNavProps>(function HorizontalNav(
  { entries, activeId, renderLink, ...rest },
  ref,
) {
  const items = sectionsAsGroups(entries);
  return (
    <NavLinkProvider renderLink={renderLink}>
      <nav ref={ref} {...rest}>
        <TopList>
          {items.map((entry) => (
            <li key={entry.id}>
              {entry.type === 'link' ? (
                <TopItem
                  as={NavLinkAdapter}
                  href={entry.href}
                  aria-current={entry.id === activeId ? 'page' : undefined}
                  data-active={entry.id === activeId}
                >
                  {label(entry)}
                </TopItem>
              ) : (
                <MenuShell
                  modal={false}
                  trigger={
                    <TopItem type="button" data-active={containsActive(entry, activeId)}>
                      {label(entry)}
                      <IconChevronDown size={16} aria-hidden />
                    </TopItem>
                  }
                >
                  <MenuContent align="start" sideOffset={6}>
                    {entry.type === 'group' && (
                      <GroupItems entries={entry.children} activeId={activeId} />
                    )}
                  </MenuContent>
                </MenuShell>
              )}
            </li>
          ))}
        </TopList>
      </nav>
    </NavLinkProvider>
  );
});

function label(entry: NavEntry): ReactNode {
  if (entry.type === 'section') return entry.label;
  const Icon = entry.icon;
  return (
    <>
      {Icon && <Icon size={20} aria-hidden />}
      {entry.label}
    </>
  );
}

function GroupItems({
  entries,
  activeId,
}: {
  entries: readonly NavEntry[];
  activeId: string | undefined;
}) {
  return entries.map((entry) => {
    if (entry.type === 'section') return null;
    if (entry.type === 'link') {
      const active = entry.id === activeId;
      return (
        <DropdownMenu.Item key={entry.id} asChild>
          <MenuItemRow
            as={NavLinkAdapter}
            href={entry.href}
            aria-current={active ? 'page' : undefined}
          >
            {label(entry)}
          </MenuItemRow>
        </DropdownMenu.Item>
      );
    }
    return (
      <DropdownMenu.Sub key={entry.id}>
        <DropdownMenu.SubTrigger asChild>
          <MenuItemRow data-active={containsActive(entry, activeId)}>
            {label(entry)}
            <IconChevronRight
              size={16}
              aria-hidden
              className="at-mirror-rtl"
              style={{ marginInlineStart: 'auto' }}
            />
          </MenuItemRow>
        </DropdownMenu.SubTrigger>
        <DropdownMenu.Portal>
          <MenuSubContent sideOffset={4} alignOffset={-8}>
            <GroupItems entries={entry.children} activeId={activeId} />
          </MenuSubContent>
        </DropdownMenu.Portal>
      </DropdownMenu.Sub>
    );
  });
}
