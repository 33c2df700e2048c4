import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, type Key, type ReactNode } from 'react';

import { List, type ListProps } from './list.tsx';
import { VirtualScroller } from './list.styles.ts';

export interface VirtualListProps<T> extends Omit<ListProps, 'children' | 'selectable'> {
  items: readonly T[];
  /** A stable key per item (its id). */
  itemKey: (item: T) => Key;
  /**
   * One row, a `List.Item`: it must carry `data-index={index}` (the third argument's), by which
   * its height is measured.
   */
  renderItem: (item: T, index: number, measure: { 'data-index': number }) => ReactNode;
  /** A row's height before it is measured, in px. */
  estimateSize: number;
  /** Rows drawn beyond each end of the view, for smooth scrolling. */
  overscan?: number;
  /** Scrolled into view when it changes (the open or focused row). */
  activeIndex?: number;
  /**
   * Below this many items every row is drawn (a short list costs nothing, and reads whole to
   * tests without layout); from it, only the rows in view.
   */
  virtualFrom?: number;
}

/**
 * A long list that mounts only the rows in view (TanStack Virtual): the list scrolls in a box of
 * its own, which fills its parent's height. Rows stay real `li`s of one `ul`, in order; the
 * space of the rows not drawn is padding above and below them, so a row's height is its own
 * (measured) and the list's semantics are a plain list's.
 */
export function VirtualList<T>({
  items,
  itemKey,
  renderItem,
  estimateSize,
  overscan = 8,
  activeIndex,
  virtualFrom = 100,
  style,
  ...listProps
}: VirtualListProps<T>) {
  const virtual = items.length >= virtualFrom;
  const scroller = useRef<HTMLDivElement | null>(null);
  const list = useRef<HTMLUListElement | null>(null);
  // The virtualizer re-renders this component itself; nothing here needs compiler memoization.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => estimateSize,
    getItemKey: (index) => {
      const item = items[index];
      return item === undefined ? index : itemKey(item);
    },
    overscan,
    enabled: virtual,
    // Measuring rows re-renders in the next frame, not synchronously: a long list opens without a
    // cascade of blocking renders.
    useFlushSync: false,
  });
  const rows = virtual
    ? virtualizer.getVirtualItems().map(({ index }) => index)
    : items.map((_item, index) => index);
  const drawn = virtual ? virtualizer.getVirtualItems() : [];
  const before = drawn[0]?.start ?? 0;
  const after = virtual
    ? Math.max(0, virtualizer.getTotalSize() - (drawn[drawn.length - 1]?.end ?? 0))
    : 0;
  // The rows drawn are measured after each commit: the next frame places the rest by them.
  useLayoutEffect(() => {
    if (!virtual) return;
    for (const row of list.current?.querySelectorAll<HTMLElement>(':scope > [data-index]') ?? [])
      virtualizer.measureElement(row);
  });
  useEffect(() => {
    if (activeIndex === undefined || activeIndex < 0) return;
    if (virtual) virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
    else
      list.current
        ?.querySelector(`:scope > [data-index="${activeIndex}"]`)
        ?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex, virtual, virtualizer]);
  return (
    // Focusable, so the keyboard scrolls it even where the rows hold nothing to focus.
    <VirtualScroller ref={scroller} tabIndex={0}>
      <List
        ref={list}
        {...listProps}
        style={{ ...style, paddingBlockStart: before, paddingBlockEnd: after }}
      >
        {rows.map((index) => {
          const item = items[index];
          return item === undefined ? null : renderItem(item, index, { 'data-index': index });
        })}
      </List>
    </VirtualScroller>
  );
}
