import type { Message } from '@atrium/mocks/types';

import { dateTimeFormat } from '@atrium/ui';

/** A line of the conversation: a day's heading, or a message with its place in its group. */
export type MessageRow =
  | { kind: 'day'; key: string; time: string }
  | {
      kind: 'message';
      key: string;
      msg: Message;
      mine: boolean;
      /** The first of a run by one sender on one day: it names the sender. */
      first: boolean;
      /** The last of the run: it carries the contact's avatar. */
      last: boolean;
    };

const dayOf = (iso: string) => new Date(iso).toDateString();

/**
 * The conversation as flat rows, so a virtual list can mount only those in view: a heading
 * where the day changes, and each message marked first / last of its sender's run (a new run
 * starts with another sender or another day). Keys are positions: messages are only appended
 * (clearing empties the chat).
 */
export function messageRows(messages: readonly Message[], profileId: number): MessageRow[] {
  const rows: MessageRow[] = [];
  messages.forEach((msg, index) => {
    const before = messages[index - 1];
    const after = messages[index + 1];
    const newDay = !before || dayOf(before.time) !== dayOf(msg.time);
    if (newDay) rows.push({ kind: 'day', key: `day-${index}`, time: msg.time });
    const endsRun =
      !after || after.senderId !== msg.senderId || dayOf(after.time) !== dayOf(msg.time);
    rows.push({
      kind: 'message',
      key: `msg-${index}`,
      msg,
      mine: msg.senderId === profileId,
      first: newDay || before?.senderId !== msg.senderId,
      last: endsRun,
    });
  });
  return rows;
}

const DAY = 86_400_000;

/** A day's heading: today, yesterday, or its date in the reader's language. */
export function dayLabel(
  iso: string,
  now: Date,
  language: string,
  words: { today: string; yesterday: string },
): string {
  const day = dayOf(iso);
  if (day === now.toDateString()) return words.today;
  if (day === new Date(now.getTime() - DAY).toDateString()) return words.yesterday;
  return dateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));
}

/** A message's time of day, as the reader's language writes it. */
export function messageTime(iso: string, language: string): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return iso;
  return dateTimeFormat(language, { hour: 'numeric', minute: '2-digit' }).format(time);
}
