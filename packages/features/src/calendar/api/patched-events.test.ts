import { describe, expect, it } from 'vitest';

import type { CalendarEvent } from '@atrium/mocks/types';

import { patchedEvents } from './patched-events.ts';

const event = (
  id: number,
  calendar: CalendarEvent['extendedProps']['calendar'],
): CalendarEvent => ({
  id,
  url: '',
  title: `Event ${id}`,
  start: '2026-03-18T10:00:00.000Z',
  end: '2026-03-18T11:00:00.000Z',
  allDay: false,
  extendedProps: { calendar },
});

describe('patchedEvents', () => {
  it('merges the change into its event only', () => {
    const list = [event(1, 'Business'), event(2, 'Family')];
    const next = patchedEvents(list, 1, { start: '2026-03-19T10:00:00.000Z' }, [
      'Business',
      'Family',
    ]);
    expect(next[0]?.start).toBe('2026-03-19T10:00:00.000Z');
    expect(next[1]).toBe(list[1]);
  });

  it('drops an event moved to a calendar the list does not show', () => {
    const next = patchedEvents([event(1, 'Business')], 1, { extendedProps: { calendar: 'ETC' } }, [
      'Business',
    ]);
    expect(next).toEqual([]);
  });
});
