// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { getDb } from '@atrium/mocks';

import { KANBAN_LABELS, labelColor, NEUTRAL_LABEL_COLOR } from './kanban-labels.ts';

describe('kanban labels', () => {
  it('colours every label of the seed from the set', () => {
    const seeded = new Set(getDb().kanban.items.flatMap((item) => item.labels));
    const names = KANBAN_LABELS.map((label) => label.name);
    expect([...seeded].filter((label) => !names.includes(label))).toEqual([]);
    for (const label of seeded) expect(labelColor(label)).not.toBe(NEUTRAL_LABEL_COLOR);
  });

  it('draws a label outside the set in the neutral colour', () => {
    expect(labelColor('Marketing')).toBe(NEUTRAL_LABEL_COLOR);
  });
});
