import { describe, expect, it } from 'vitest';

import type { CalendarEvent } from '@atrium/mocks/types';

import { endsBeforeStart, eventInputOf, formValuesOf, isWebAddress } from './event-schema.ts';

const familyTrip: CalendarEvent = {
  id: 3,
  url: '',
  title: 'Family Trip',
  start: new Date('2026-03-23T00:00').toISOString(),
  end: new Date('2026-03-25T00:00').toISOString(),
  allDay: true,
  extendedProps: { calendar: 'Family' },
};

describe('event form values', () => {
  it('shows an all-day event’s last day as its end and sends the day after back', () => {
    const values = formValuesOf(familyTrip);
    expect(values.start).toBe('2026-03-23T00:00');
    expect(values.end).toBe('2026-03-24T00:00');
    const input = eventInputOf(values);
    expect(input.start).toBe(familyTrip.start);
    expect(input.end).toBe(familyTrip.end);
    expect(input.extendedProps.calendar).toBe('Family');
  });

  it('sends a timed event’s moments as they are', () => {
    const input = eventInputOf({
      ...formValuesOf(familyTrip),
      allDay: false,
      start: '2026-03-18T10:00',
      end: '2026-03-18T11:30',
    });
    expect(input.start).toBe(new Date('2026-03-18T10:00').toISOString());
    expect(input.end).toBe(new Date('2026-03-18T11:30').toISOString());
  });
});

describe('checks', () => {
  it('finds an end before the start (by day when all day)', () => {
    const at = { start: '2026-03-18T10:00', allDay: false };
    expect(endsBeforeStart({ ...at, end: '2026-03-18T09:59' })).toBe(true);
    expect(endsBeforeStart({ ...at, end: '2026-03-18T10:00' })).toBe(false);
    expect(
      endsBeforeStart({ start: '2026-03-18T10:00', end: '2026-03-18T00:00', allDay: true }),
    ).toBe(false);
    expect(
      endsBeforeStart({ start: '2026-03-18T00:00', end: '2026-03-17T00:00', allDay: true }),
    ).toBe(true);
  });

  it('takes http(s) addresses only', () => {
    expect(isWebAddress('https://meet.example.com/abc')).toBe(true);
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
    expect(isWebAddress('meeting room')).toBe(false);
  });
});
