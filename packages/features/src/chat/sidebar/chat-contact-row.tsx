import type { ChatContact, ChatContactWithChat } from '@atrium/mocks/types';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';

import { Avatar, Badge, List, Stack, Typography } from '@atrium/ui';

import { messageTime } from '../conversation/message-rows.ts';

export interface ChatContactRowProps {
  contact: ChatContact | ChatContactWithChat;
  /** The conversation open beside the list. */
  open: boolean;
  profileId: number;
  onOpen: (userId: number) => void;
  testId: string;
}

/**
 * A contact in the side pane: avatar with presence, name, and either the chat's last message
 * (with its time and unseen badge, named "3 unread") or, in the contacts list, their job title.
 */
export const ChatContactRow = memo(function ChatContactRow({
  contact,
  open,
  profileId,
  onOpen,
  testId,
}: ChatContactRowProps) {
  const { t, i18n } = useTranslation('chat');
  const chat = 'chat' in contact ? contact.chat : null;
  const last = chat?.lastMessage;
  const unseen = chat?.unseenMsgs ?? 0;
  const secondary = !chat
    ? contact.role
    : last
      ? last.senderId === profileId
        ? t('sidebar.you', { message: last.message })
        : last.message
      : t('sidebar.noMessages');
  return (
    <List.Item
      data-testid={testId}
      aria-current={open ? 'true' : undefined}
      start={<Avatar src={contact.avatar} name={contact.fullName} alt="" status={contact.status} />}
      secondary={
        <Typography as="span" variant="body2" color="secondary" maxLines={1}>
          {/* Isolated: an English line in an Arabic page keeps its stops at its own end. */}
          <bdi>{contact.isBlocked ? t('sidebar.blocked') : secondary}</bdi>
        </Typography>
      }
      action={
        chat && (
          <Stack gap={1} align="end">
            {last && (
              <Typography as="span" variant="caption" color="secondary" nowrap>
                {messageTime(last.time, i18n.language)}
              </Typography>
            )}
            <Badge
              count={unseen}
              color="error"
              label={t('sidebar.unread', { count: unseen })}
              data-testid={`${testId}-unread`}
            />
          </Stack>
        )
      }
      onClick={() => onOpen(contact.id)}
    >
      <Typography as="span" weight={unseen > 0 ? 'bold' : 'medium'} maxLines={1}>
        {contact.fullName}
      </Typography>
    </List.Item>
  );
});
