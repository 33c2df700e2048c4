import { describe, expect, it } from 'vitest';

import { applyStep, spanOf, stepOf, type KeyContext } from './event-keys.ts';

const month: KeyContext = { view: 'month', slotMinutes: 30, rtl: false };
const week: KeyContext = { view: 'week', slotMinutes: 30, rtl: false };
const at = (text: string) => new Date(text);

describe('stepOf', () => {
  it('moves a day with Left/Right and a week with Up/Down in the month view', () => {
    expect(stepOf('ArrowRight', false, month)).toEqual({ kind: 'move', days: 1, minutes: 0 });
    expect(stepOf('ArrowLeft', false, month)).toEqual({ kind: 'move', days: -1, minutes: 0 });
    expect(stepOf('ArrowDown', false, month)).toEqual({ kind: 'move', days: 7, minutes: 0 });
    expect(stepOf('ArrowUp', false, month)).toEqual({ kind: 'move', days: -7, minutes: 0 });
  });

  it('moves a slot with Up/Down in the week and day views', () => {
    expect(stepOf('ArrowDown', false, week)).toEqual({ kind: 'move', days: 0, minutes: 30 });
    expect(stepOf('ArrowUp', false, { ...week, view: 'day', slotMinutes: 15 })).toEqual({
      kind: 'move',
      days: 0,
      minutes: -15,
    });
  });

  it('mirrors Left/Right in right-to-left', () => {
    expect(stepOf('ArrowLeft', false, { ...month, rtl: true })?.days).toBe(1);
    expect(stepOf('ArrowRight', false, { ...month, rtl: true })?.days).toBe(-1);
  });

  it('resizes with Shift, and leaves other keys and the list’s Up/Down alone', () => {
    expect(stepOf('ArrowRight', true, month)?.kind).toBe('resize');
    expect(stepOf('Enter', false, month)).toBeNull();
    expect(stepOf('ArrowDown', false, { ...month, view: 'list' })).toBeNull();
  });
});

describe('applyStep', () => {
  const timed = spanOf(at('2026-03-18T10:00'), at('2026-03-18T11:00'), false, 60);

  it('moves both ends', () => {
    const moved = applyStep(timed, { kind: 'move', days: 1, minutes: 30 }, 30);
    expect(moved?.start).toEqual(at('2026-03-19T10:30'));
    expect(moved?.end).toEqual(at('2026-03-19T11:30'));
  });

  it('resizes the end only, and refuses to leave no length', () => {
    const longer = applyStep(timed, { kind: 'resize', days: 0, minutes: 30 }, 30);
    expect(longer).toEqual({ ...timed, end: at('2026-03-18T11:30') });
    expect(applyStep(timed, { kind: 'resize', days: 0, minutes: -30 }, 30)?.end).toEqual(
      at('2026-03-18T10:30'),
    );
    expect(applyStep(timed, { kind: 'resize', days: 0, minutes: -60 }, 30)).toBeNull();
  });

  it('keeps an all-day event at least a day long', () => {
    const day = spanOf(at('2026-03-18T00:00'), null, true, 60);
    expect(day.end).toEqual(at('2026-03-19T00:00'));
    expect(applyStep(day, { kind: 'resize', days: -1, minutes: 0 }, 30)).toBeNull();
    expect(applyStep(day, { kind: 'resize', days: 2, minutes: 0 }, 30)?.end).toEqual(
      at('2026-03-21T00:00'),
    );
  });
});
