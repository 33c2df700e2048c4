import type { ChatContact, Message } from '@atrium/mocks/types';
import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Box, Stack } from '@atrium/ui';

import { MessageItem } from './message-item.tsx';
import { messageRows, type MessageRow } from './message-rows.ts';

export interface MessageListProps {
  messages: readonly Message[];
  contact: ChatContact;
  profileId: number;
  profileName: string;
  now: Date;
}

/** Until rows are measured: a day's heading, a message of a line or two. */
const estimate = (row: MessageRow | undefined) => (row?.kind === 'day' ? 36 : 76);

/**
 * A scroller not laid out (a test DOM has no layout) measures 0 and would show no row; it is
 * taken as a pane's usual height instead, so the newest rows still mount.
 */
const PADDING = 16;
const FALLBACK_RECT = { width: 640, height: 720 };
const observeRect: typeof observeElementRect = (instance, report) =>
  observeElementRect(instance, (rect) => report(rect.height > 0 ? rect : FALLBACK_RECT));

/**
 * The conversation, newest at the bottom. Only the rows in view (and a margin) are mounted, so a
 * chat of thousands of messages opens as fast as a short one; spacers above and below keep the
 * scroll height. It opens at the newest message and follows new ones.
 */
export function MessageList({ messages, contact, profileId, profileName, now }: MessageListProps) {
  const { t } = useTranslation('chat');
  const rows = useMemo(() => messageRows(messages, profileId), [messages, profileId]);
  // State, not a ref: the virtualizer must see the scroller once it is attached.
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  // The virtualizer re-renders this component itself; nothing here needs compiler memoization.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer: Virtualizer<HTMLDivElement, HTMLDivElement> = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller,
    estimateSize: (index) => estimate(rows[index]),
    getItemKey: (index) => rows[index]?.key ?? index,
    observeElementRect: observeRect,
    overscan: 6,
    // Measuring rows re-renders in the next frame, not synchronously: a long conversation opens
    // without a cascade of blocking renders.
    useFlushSync: false,
    // The scroller's own padding (4 steps), so the last row ends above its bottom edge.
    paddingStart: PADDING,
    paddingEnd: PADDING,
  });
  // The newest message in view on opening and whenever one arrives.
  useLayoutEffect(() => {
    if (scroller && rows.length > 0) virtualizer.scrollToIndex(rows.length - 1, { align: 'end' });
  }, [virtualizer, scroller, rows.length]);

  const items = virtualizer.getVirtualItems();
  const before = Math.max((items[0]?.start ?? PADDING) - PADDING, 0);
  const after = Math.max(virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) - PADDING, 0);
  return (
    <Box
      ref={setScroller}
      grow
      minBlockSize={0}
      padding={4}
      scrollable
      role="log"
      aria-label={t('conversation.messages', { name: contact.fullName })}
      // The log scrolls: keyboard users reach it to read back.
      tabIndex={0}
      data-testid="chat-log"
    >
      <Box blockSize={before} />
      <Stack as="ol" gap={0}>
        {items.map((item) => {
          const row = rows[item.index];
          return row ? (
            <MessageItem
              key={item.key}
              ref={virtualizer.measureElement}
              data-index={item.index}
              row={row}
              contact={contact}
              profileName={profileName}
              now={now}
            />
          ) : null;
        })}
      </Stack>
      <Box blockSize={after} />
    </Box>
  );
}
