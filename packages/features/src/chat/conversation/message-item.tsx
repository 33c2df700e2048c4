import type { ChatContact } from '@atrium/mocks/types';
import { forwardRef, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

import { Avatar, Box, Card, Divider, Stack, Typography, VisuallyHidden } from '@atrium/ui';

import { MessageTicks } from './message-ticks.tsx';
import { dayLabel, messageTime, type MessageRow } from './message-rows.ts';

export interface MessageItemProps extends HTMLAttributes<HTMLDivElement> {
  row: MessageRow;
  contact: ChatContact;
  profileName: string;
  now: Date;
}

/** The lines of a message as typed: Shift+Enter made them. */
function Lines({ text }: { text: string }) {
  const lines = text.split('\n');
  return lines.map((line, index) => (
    // A line's place is its identity: the text never changes.
    <span key={index}>
      {line}
      {index < lines.length - 1 && <br />}
    </span>
  ));
}

/**
 * One row of the conversation: a day's heading, or a message. The user's own messages sit on
 * the end side (the right, or the left in Arabic) with their tick; the contact's on the start
 * side, the last of a run with their avatar. The first of a run names its sender for screen
 * readers, who do not see the sides.
 */
export const MessageItem = forwardRef<HTMLDivElement, MessageItemProps>(function MessageItem(
  { row, contact, profileName, now, ...rest },
  ref,
) {
  const { t, i18n } = useTranslation('chat');
  if (row.kind === 'day')
    return (
      <Box as="li" ref={ref} paddingBlockEnd={3} {...rest}>
        <Stack direction="row" align="center" gap={3}>
          <Box grow>
            <Divider />
          </Box>
          <Typography as="span" variant="caption" color="secondary" nowrap>
            {dayLabel(row.time, now, i18n.language, {
              today: t('conversation.today'),
              yesterday: t('conversation.yesterday'),
            })}
          </Typography>
          <Box grow>
            <Divider />
          </Box>
        </Stack>
      </Box>
    );
  const { msg, mine, first, last } = row;
  return (
    <Box
      as="li"
      ref={ref}
      paddingBlockEnd={last ? 4 : 1}
      data-mine={mine ? '' : undefined}
      data-testid="chat-message"
      {...rest}
    >
      <Stack direction="row" gap={2} align="end" justify={mine ? 'end' : 'start'}>
        {!mine && (
          <Box inlineSize={32} shrink={false}>
            {last && <Avatar src={contact.avatar} name={contact.fullName} alt="" size="sm" />}
          </Box>
        )}
        <Stack gap={1} maxInlineSize="75%" align={mine ? 'end' : 'start'}>
          <Card variant={mine ? 'elevated' : 'outlined'}>
            <Box padding={3}>
              <Typography variant="body2">
                {first && (
                  <VisuallyHidden>{mine ? profileName : contact.fullName}: </VisuallyHidden>
                )}
                {/* Isolated: English in an Arabic page keeps its stops at its own end. */}
                <bdi>
                  <Lines text={msg.message} />
                </bdi>
              </Typography>
            </Box>
          </Card>
          <Stack direction="row" gap={1} align="center">
            <Typography as="span" variant="caption" color="secondary">
              {messageTime(msg.time, i18n.language)}
            </Typography>
            {mine && <MessageTicks feedback={msg.feedback} />}
          </Stack>
        </Stack>
      </Stack>
    </Box>
  );
});
