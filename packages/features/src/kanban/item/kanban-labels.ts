import type { ColorName } from '@atrium/ui';

/** A card label the app knows: its stored name, its text key and its theme colour. */
export interface KanbanLabel {
  /** The name stored on the item (the fake API's seed spells them so). */
  name: string;
  /** Its text under `item.labelNames`. */
  key: 'ux' | 'codeReview' | 'dashboard' | 'images' | 'app' | 'chartsMaps';
  color: ColorName;
}

/**
 * The fixed label set of the drawer, in the order it offers them: the seed's labels
 * (packages/mocks/src/db/seed/kanban.ts). The palette has five hues besides the neutral one, so
 * two labels share the primary colour.
 */
export const KANBAN_LABELS: readonly KanbanLabel[] = [
  { name: 'UX', key: 'ux', color: 'success' },
  { name: 'Code Review', key: 'codeReview', color: 'error' },
  { name: 'Dashboard', key: 'dashboard', color: 'primary' },
  { name: 'Images', key: 'images', color: 'warning' },
  { name: 'App', key: 'app', color: 'info' },
  { name: 'Charts & Maps', key: 'chartsMaps', color: 'primary' },
];

const byName = new Map(KANBAN_LABELS.map((label) => [label.name, label]));

/** The colour a label is drawn in; a label outside the set (stored by another client) is neutral. */
export const NEUTRAL_LABEL_COLOR: ColorName = 'secondary';

/** The known label of that stored name, if it is one of the set. */
export const knownLabel = (name: string): KanbanLabel | undefined => byName.get(name);

export const labelColor = (name: string): ColorName =>
  knownLabel(name)?.color ?? NEUTRAL_LABEL_COLOR;
