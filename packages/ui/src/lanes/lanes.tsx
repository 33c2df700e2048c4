import { forwardRef, type HTMLAttributes } from 'react';

import { LaneItemRoot, LaneListRoot, LaneRoot, LanesRoot } from './lanes.styles.ts';

export type LanesProps = HTMLAttributes<HTMLDivElement>;

export interface LaneProps extends HTMLAttributes<HTMLElement> {
  /** A dragged thing hovers over the lane and would land in it. */
  dropTarget?: boolean;
  /** The lane itself is being dragged with the pointer (it dims in place). */
  dragging?: boolean;
  /** The lane is picked up from the keyboard and moves with the arrow keys. */
  lifted?: boolean;
}

export interface LaneListProps extends HTMLAttributes<HTMLUListElement> {
  /** A dragged item hovers over the list and would land at its end. */
  dropTarget?: boolean;
}

export interface LaneItemProps extends HTMLAttributes<HTMLLIElement> {
  /** The item is being dragged with the pointer (it dims in place). */
  dragging?: boolean;
  /** The item is picked up from the keyboard: outlined and raised. */
  lifted?: boolean;
  /** A dragged item would land just before or after this one: a line shows where. */
  drop?: 'before' | 'after' | undefined;
}

const LanesBase = forwardRef<HTMLDivElement, LanesProps>(function Lanes(props, ref) {
  return <LanesRoot ref={ref} {...props} />;
});

const Lane = forwardRef<HTMLElement, LaneProps>(function Lane(
  { dropTarget = false, dragging = false, lifted = false, ...rest },
  ref,
) {
  return (
    <LaneRoot
      ref={ref}
      data-drop-target={dropTarget || undefined}
      data-dragging={dragging || undefined}
      data-lifted={lifted || undefined}
      {...rest}
    />
  );
});

const List = forwardRef<HTMLUListElement, LaneListProps>(function LaneList(
  { dropTarget = false, ...rest },
  ref,
) {
  return <LaneListRoot ref={ref} data-drop-target={dropTarget || undefined} {...rest} />;
});

const Item = forwardRef<HTMLLIElement, LaneItemProps>(function LaneItem(
  { dragging = false, lifted = false, drop, ...rest },
  ref,
) {
  return (
    <LaneItemRoot
      ref={ref}
      data-dragging={dragging || undefined}
      data-lifted={lifted || undefined}
      data-drop={drop}
      {...rest}
    />
  );
});

/**
 * Columns side by side that scroll sideways (a kanban's boards, a pipeline's stages). Parts are
 * properties: `Lanes.Lane` (a column, a `section`), `Lanes.List` (its items, a `ul`) and
 * `Lanes.Item` (an `li`). Drag states are props, so a drag-and-drop library only sets them.
 */
export const Lanes = Object.assign(LanesBase, { Lane, List, Item });
