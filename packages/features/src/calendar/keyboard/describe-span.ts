import { dateTimeFormat } from '@atrium/ui';

import type { EventSpan } from './event-keys.ts';

const DAY: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

/** A day as said aloud, in the language: "Thursday 12 March" (with the time for a timed moment). */
export function sayWhen(date: Date, allDay: boolean, language: string): string {
  const day = dateTimeFormat(language, DAY).format(date);
  return allDay ? day : `${day} ${dateTimeFormat(language, TIME).format(date)}`;
}

/** Where a moved event starts, said aloud. */
export const sayStart = (span: EventSpan, language: string) =>
  sayWhen(span.start, span.allDay, language);

/** Where a resized event ends, said aloud: its last day when all day (the end is exclusive). */
export function sayEnd(span: EventSpan, language: string): string {
  const end = span.allDay ? new Date(span.end.getTime() - 1) : span.end;
  return sayWhen(end, span.allDay, language);
}
