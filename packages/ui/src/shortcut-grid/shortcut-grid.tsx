import { forwardRef, useId, type ReactElement, type ReactNode } from 'react';

import { MenuShell } from '../menu/menu-shell.tsx';
import {
  Grid,
  Header,
  Panel,
  Tile,
  TileIcon,
  TileSubtitle,
  TileTitle,
} from './shortcut-grid.styles.ts';

export interface ShortcutGridItem {
  id: string;
  title: string;
  subtitle?: string;
  /** Decorative icon in the round badge. */
  icon: ReactNode;
}

export interface ShortcutGridProps {
  /** The button that opens the grid. */
  trigger: ReactElement;
  /** Heading of the panel; it names the menu. */
  title: string;
  /** The tiles, two per row. */
  items: readonly ShortcutGridItem[];
  /** Called with the chosen tile; the menu closes. */
  onSelect: (event: { id: string }) => void;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Extra class on the panel. */
  className?: string;
}

/**
 * A menu of shortcuts drawn as a two-column grid of tiles (icon, title, subtitle). It is a Radix
 * dropdown menu, so the tiles are menu items reached with the arrow keys and chosen with Enter.
 */
export const ShortcutGrid = forwardRef<HTMLDivElement, ShortcutGridProps>(function ShortcutGrid(
  { trigger, title, items, onSelect, defaultOpen, className },
  ref,
) {
  const titleId = useId();
  return (
    <MenuShell trigger={trigger} defaultOpen={defaultOpen}>
      <Panel ref={ref} align="end" sideOffset={6} className={className} aria-labelledby={titleId}>
        <Header id={titleId}>{title}</Header>
        <Grid>
          {items.map((item) => (
            <Tile
              key={item.id}
              data-shortcut-id={item.id}
              onSelect={() => onSelect({ id: item.id })}
            >
              <TileIcon aria-hidden>{item.icon}</TileIcon>
              <TileTitle>{item.title}</TileTitle>
              {item.subtitle && <TileSubtitle>{item.subtitle}</TileSubtitle>}
            </Tile>
          ))}
        </Grid>
      </Panel>
    </MenuShell>
  );
});
