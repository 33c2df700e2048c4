import { useState, type ReactNode } from 'react';

import { fixedNow, getDb } from '@atrium/mocks';
import type { KanbanItem } from '@atrium/mocks/types';

import { useGetKanbanQuery } from '../../api/kanban-board.ts';
import { CardKitProvider } from '../card-kit.tsx';
import { isoDayOf, KanbanTodayProvider } from '../due-date.ts';
import { KanbanCard } from '../kanban-card.tsx';
import { KanbanItemDrawer } from '../kanban-item-drawer.tsx';

/** The fake API's "today" (its fixed clock): the seed's due dates are days around it. */
export const SEED_TODAY = isoDayOf(fixedNow);

/** Cards and drawers below compare due dates with the seed's today, whatever the machine's clock. */
export const OnSeedDay = ({ children }: { children: ReactNode }) => (
  <KanbanTodayProvider value={SEED_TODAY}>
    <CardKitProvider>{children}</CardKitProvider>
  </KanbanTodayProvider>
);

/** A seeded item as the fake API holds it now (a copy), with `change` over it. */
export function seededItem(id: number, change: Partial<KanbanItem> = {}): KanbanItem {
  const item = getDb().kanban.items.find((i) => i.id === id);
  if (!item) throw new Error(`No seeded kanban item ${id}`);
  return structuredClone({ ...item, ...change });
}

/**
 * One item of the fake API's board as the page shows it: its card (from the cached board, so it
 * redraws from the answers) and, open at first, its drawer. Clicking the card opens it again.
 */
export function ItemOnBoard({ itemId, onClose }: { itemId: number; onClose?: () => void }) {
  const board = useGetKanbanQuery();
  const [open, setOpen] = useState(true);
  const item = board.data?.items.find((i) => i.id === itemId) ?? null;
  return (
    <OnSeedDay>
      {item ? (
        <KanbanCard item={item} onOpen={() => setOpen(true)} />
      ) : (
        board.data && <p data-testid="kanban-item-gone">{itemId}</p>
      )}
      <KanbanItemDrawer
        item={open ? item : null}
        onClose={() => {
          setOpen(false);
          onClose?.();
        }}
      />
    </OnSeedDay>
  );
}

/** Every member of the seeded cards, once each. */
const everyMember = () => [
  ...new Map(getDb().kanban.items.flatMap((i) => i.members.map((m) => [m.name, m]))).values(),
];

/**
 * A seeded item's card, with `change` over the item (many labels, a long title...) and, with
 * `allMembers`, every member of the seed on it.
 */
export function CardOfSeed({
  itemId,
  change,
  allMembers = false,
  onOpen,
}: {
  itemId: number;
  change?: Partial<KanbanItem>;
  allMembers?: boolean;
  onOpen: (id: number) => void;
}) {
  const [item] = useState(() =>
    seededItem(itemId, allMembers ? { ...change, members: everyMember() } : change),
  );
  return (
    <OnSeedDay>
      <KanbanCard item={item} onOpen={onOpen} />
    </OnSeedDay>
  );
}
