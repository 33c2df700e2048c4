import { IconLayoutSidebar, IconMessages } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Box, Card, Divider, Drawer, EmptyState, IconButton, Stack } from '@atrium/ui';

import { useBelow } from '../../shared/use-media-query.ts';
import { useGetChatsAndContactsQuery } from '../api/chat-api.ts';
import { Conversation, conversationSkeleton } from '../conversation/conversation.tsx';
import { ProfilePanel } from '../panels/profile-panel.tsx';
import { useChatRealtime } from '../realtime/use-chat-realtime.ts';
import { ChatSidebar } from '../sidebar/chat-sidebar.tsx';
import { useOpenChat } from './use-open-chat.ts';

/**
 * Chat (route `chat`): the side pane of chats and contacts beside the open conversation, each
 * scrolling on its own in the fixed-height frame. Below 900 px the side pane is a drawer. The
 * open chat is in the URL; the conversation moves with the real-time events (ticks, typing,
 * replies) without a reload.
 */
export function ChatPage() {
  const { t } = useTranslation('chat');
  const narrow = useBelow('md');
  const [q, setQ] = useState('');
  const lists = useGetChatsAndContactsQuery(q);
  const [openUserId, openChat] = useOpenChat();
  const { typingUserId } = useChatRealtime(openUserId);
  const [drawer, setDrawer] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  const data = lists.data;
  const profile = data?.profileUser;
  const now = new Date();

  const onOpen = useCallback(
    (userId: number) => {
      openChat(userId);
      setDrawer(false);
    },
    [openChat],
  );

  const sidebar = (
    <ChatSidebar
      data={data}
      failed={lists.isError}
      retrying={lists.isFetching}
      onRetry={() => void lists.refetch()}
      q={q}
      onSearch={setQ}
      openUserId={openUserId}
      onOpen={onOpen}
      onOpenProfile={() => {
        setDrawer(false);
        setProfileOpen(true);
      }}
    />
  );
  const conversation =
    openUserId === null ? (
      <Box grow padding={4}>
        <EmptyState
          icon={<IconMessages />}
          title={t('conversation.emptyTitle')}
          description={t('conversation.emptyMessage')}
          data-testid="chat-empty"
        />
      </Box>
    ) : profile ? (
      <Conversation
        key={openUserId}
        userId={openUserId}
        profile={profile}
        typing={typingUserId === openUserId}
        now={now}
      />
    ) : (
      // The conversation needs the profile (whose messages are whose) from the lists.
      conversationSkeleton
    );
  const profilePanel = profile && (
    <ProfilePanel
      // A fresh form at each opening: the about text starts from the saved one.
      key={profileOpen ? 'open' : 'closed'}
      profile={profile}
      open={profileOpen}
      onOpenChange={setProfileOpen}
    />
  );

  if (narrow)
    return (
      <Card data-testid="chat-page" fullHeight>
        <Stack gap={0} blockSize="100%">
          <Box padding={2}>
            <IconButton
              variant="text"
              color="secondary"
              label={t('sidebar.open')}
              onClick={() => setDrawer(true)}
            >
              <IconLayoutSidebar size={20} className="at-mirror-rtl" />
            </IconButton>
          </Box>
          <Divider />
          {conversation}
        </Stack>
        <Drawer open={drawer} onOpenChange={setDrawer} title={t('sidebar.label')} side="start">
          {sidebar}
        </Drawer>
        {profilePanel}
      </Card>
    );

  return (
    <Card data-testid="chat-page" fullHeight>
      <Stack direction="row" align="stretch" blockSize="100%" gap={0}>
        <Box
          as="aside"
          aria-label={t('sidebar.label')}
          inlineSize={320}
          shrink={false}
          padding={4}
          scrollable
        >
          {sidebar}
        </Box>
        <Divider orientation="vertical" />
        <Stack grow minInlineSize={0} gap={0} blockSize="100%">
          {conversation}
        </Stack>
      </Stack>
      {profilePanel}
    </Card>
  );
}
