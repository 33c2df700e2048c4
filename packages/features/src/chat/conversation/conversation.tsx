import type { ChatProfileUser } from '@atrium/mocks/types';
import { IconMessageCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  Alert,
  Avatar,
  Box,
  Button,
  Divider,
  EmptyState,
  ErrorState,
  Skeleton,
  Stack,
  Typography,
  VisuallyHidden,
} from '@atrium/ui';

import { useGetChatQuery, useSendMessageMutation } from '../api/chat-api.ts';
import { ContactPanel } from '../panels/contact-panel.tsx';
import { useToastedCall } from '../panels/use-toasted-call.ts';
import { Composer } from './composer.tsx';
import { MessageList } from './message-list.tsx';

export interface ConversationProps {
  userId: number;
  profile: ChatProfileUser;
  typing: boolean;
  now: Date;
}

/** The conversation's placeholders while it (or the profile it needs) loads. */
export const conversationSkeleton = (
  <Stack gap={4} padding={4} grow data-testid="chat-conversation-loading">
    <Skeleton variant="rounded" width="45%" height={48} />
    <Box pushToInlineEnd inlineSize="45%">
      <Skeleton variant="rounded" height={48} />
    </Box>
    <Skeleton variant="rounded" width="60%" height={64} />
  </Stack>
);

/**
 * The open chat: the contact's header (a click shows their panel, with Block and Clear chat),
 * the messages, who is typing and the composer. Asked again at each opening, since opening is what clears its unseen count.
 */
export function Conversation({ userId, profile, typing, now }: ConversationProps) {
  const { t } = useTranslation('chat');
  const run = useToastedCall();
  const chat = useGetChatQuery(userId, { refetchOnMountOrArgChange: true });
  const [send, sending] = useSendMessageMutation();
  const [showContact, setShowContact] = useState(false);

  if (!chat.data && chat.isError)
    return (
      <ErrorState
        message={t('conversation.error')}
        retryLabel={t('sidebar.retry')}
        retrying={chat.isFetching}
        onRetry={() => void chat.refetch()}
        data-testid="chat-conversation-error"
      />
    );
  if (!chat.data || chat.data.contact.id !== userId) return conversationSkeleton;
  const { contact } = chat.data;
  const messages = chat.data.chat?.messages ?? [];

  const onSend = (message: string) =>
    run(() => send({ userId, message, senderId: profile.id }).unwrap(), {
      failed: t('composer.failed'),
    });

  return (
    <Stack gap={0} grow minBlockSize={0} data-testid="chat-conversation">
      <Box padding={3}>
        <Button
          variant="text"
          color="secondary"
          onClick={() => setShowContact(true)}
          data-testid="chat-contact-button"
        >
          <Stack direction="row" gap={3} align="center">
            <Avatar src={contact.avatar} name={contact.fullName} alt="" status={contact.status} />
            <Stack gap={0} align="start">
              <Typography as="span" weight="semibold">
                {contact.fullName}
              </Typography>
              <Typography as="span" variant="caption" color="secondary">
                {contact.role}
              </Typography>
              <VisuallyHidden>{t('conversation.showContact')}</VisuallyHidden>
            </Stack>
          </Stack>
        </Button>
      </Box>
      <Divider />
      {messages.length === 0 ? (
        <Box grow padding={4}>
          <EmptyState
            size="sm"
            icon={<IconMessageCircle />}
            title={t('conversation.noMessages')}
            data-testid="chat-no-messages"
          />
        </Box>
      ) : (
        <MessageList
          messages={messages}
          contact={contact}
          profileId={profile.id}
          profileName={profile.fullName}
          now={now}
        />
      )}
      <Box padding={3}>
        <Stack gap={1}>
          <Box role="status" data-testid="chat-typing">
            {typing && (
              <Typography as="span" variant="caption" color="secondary">
                {t('conversation.typing', { name: contact.fullName })}
              </Typography>
            )}
          </Box>
          {contact.isBlocked ? (
            <Alert severity="warning">{t('conversation.blocked')}</Alert>
          ) : (
            <Composer onSend={onSend} sending={sending.isLoading} />
          )}
        </Stack>
      </Box>
      <ContactPanel
        contact={contact}
        hasChat={messages.length > 0}
        open={showContact}
        onOpenChange={setShowContact}
      />
    </Stack>
  );
}
