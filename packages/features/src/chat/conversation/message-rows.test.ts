import type { Message } from '@atrium/mocks/types';
import { describe, expect, it } from 'vitest';

import { dayLabel, messageRows } from './message-rows.ts';

const feedback = { isSent: true, isDelivered: true, isSeen: true };
const msg = (time: string, senderId: number): Message => ({
  message: 'hi',
  time,
  senderId,
  feedback,
});

describe('messageRows', () => {
  it('groups by sender and day, a heading before each day', () => {
    const rows = messageRows(
      [
        msg('2026-03-01T10:00:00', 11),
        msg('2026-03-01T10:01:00', 11),
        msg('2026-03-01T10:02:00', 2),
        msg('2026-03-02T09:00:00', 2),
      ],
      11,
    );
    expect(
      rows.map((r) =>
        r.kind === 'day'
          ? 'day'
          : `${r.mine ? 'me' : 'them'}${r.first ? '<' : ''}${r.last ? '>' : ''}`,
      ),
    ).toEqual(['day', 'me<', 'me>', 'them<>', 'day', 'them<>']);
  });

  it('has no rows for an empty chat', () => {
    expect(messageRows([], 11)).toEqual([]);
  });
});

describe('dayLabel', () => {
  const words = { today: 'Today', yesterday: 'Yesterday' };
  const now = new Date('2026-03-02T12:00:00');
  it('says today and yesterday, else the date', () => {
    expect(dayLabel('2026-03-02T08:00:00', now, 'en', words)).toBe('Today');
    expect(dayLabel('2026-03-01T23:00:00', now, 'en', words)).toBe('Yesterday');
    expect(dayLabel('2026-02-20T08:00:00', now, 'en', words)).toBe('Feb 20, 2026');
  });
});
