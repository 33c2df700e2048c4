import type { ChatContact, ChatsAndContactsResponse } from '@atrium/mocks/types';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import {
  Avatar,
  Box,
  EmptyState,
  ErrorState,
  IconButton,
  List,
  Skeleton,
  Stack,
  Typography,
} from '@atrium/ui';

import { ListSearch } from '../../shared/list-search.tsx';
import { ChatContactRow } from './chat-contact-row.tsx';

export interface ChatSidebarProps {
  data: ChatsAndContactsResponse | undefined;
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
  q: string;
  onSearch: (q: string) => void;
  openUserId: number | null;
  onOpen: (userId: number) => void;
  onOpenProfile: () => void;
}

/** Placeholders of the lists while they load: a module-level element, drawn once. */
const skeleton = (
  <Stack gap={3} data-testid="chat-sidebar-loading">
    {[0, 1, 2, 3, 4].map((n) => (
      <Stack key={n} direction="row" gap={3} align="center">
        <Skeleton variant="circle" width={40} height={40} />
        <Box grow>
          <Skeleton variant="text" lines={2} />
        </Box>
      </Stack>
    ))}
  </Stack>
);

/** One of the side pane's lists under its heading, which names it. */
function ListSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Typography id={id} variant="subtitle" color="brand" gutterBottom>
        {title}
      </Typography>
      {children}
    </section>
  );
}

/**
 * Chat's side pane: the user's avatar and status (it opens their profile), the contact search
 * (as typed), the chats with their last message and unseen badge, then every contact.
 */
export function ChatSidebar({
  data,
  failed,
  retrying,
  onRetry,
  q,
  onSearch,
  openUserId,
  onOpen,
  onOpenProfile,
}: ChatSidebarProps) {
  const { t } = useTranslation('chat');
  const profile = data?.profileUser;

  const lists = (() => {
    if (!data && failed)
      return (
        <ErrorState
          message={t('sidebar.error')}
          retryLabel={t('sidebar.retry')}
          retrying={retrying}
          onRetry={onRetry}
          data-testid="chat-sidebar-error"
        />
      );
    if (!data) return skeleton;
    if (q && data.contacts.length === 0)
      return (
        <EmptyState size="sm" title={t('sidebar.noMatch', { q })} data-testid="chat-no-match" />
      );
    const row = (contact: ChatContact, kind: 'chat' | 'contact') => (
      <ChatContactRow
        key={contact.id}
        contact={contact}
        open={kind === 'chat' && openUserId === contact.id}
        profileId={data.profileUser.id}
        onOpen={onOpen}
        testId={`${kind}-row-${contact.id}`}
      />
    );
    return (
      <Stack gap={4}>
        <ListSection id="chat-list-chats" title={t('sidebar.chats')}>
          {data.chatsContacts.length === 0 ? (
            <Typography variant="body2" color="secondary">
              {t('sidebar.noChats')}
            </Typography>
          ) : (
            <List aria-labelledby="chat-list-chats" flush data-testid="chat-list">
              {data.chatsContacts.map((contact) => row(contact, 'chat'))}
            </List>
          )}
        </ListSection>
        <ListSection id="chat-list-contacts" title={t('sidebar.contacts')}>
          <List aria-labelledby="chat-list-contacts" flush data-testid="contact-list">
            {data.contacts.map((contact) => row(contact, 'contact'))}
          </List>
        </ListSection>
      </Stack>
    );
  })();

  return (
    <Stack gap={4}>
      {/* The avatar lines up with the search box, under the search's label. */}
      <Stack direction="row" gap={3} align="end">
        {profile ? (
          <IconButton
            variant="text"
            shape="round"
            size="lg"
            onClick={onOpenProfile}
            label={`${t('profile.open')}: ${t('sidebar.profile', {
              status: t(`status.${profile.status}`),
            })}`}
            data-testid="chat-profile-button"
          >
            <Avatar src={profile.avatar} name={profile.fullName} alt="" status={profile.status} />
          </IconButton>
        ) : (
          <Skeleton variant="circle" width={40} height={40} />
        )}
        <Box grow minInlineSize={0}>
          <ListSearch
            value={q}
            onSearch={onSearch}
            onType={onSearch}
            label={t('sidebar.search')}
            placeholder={t('sidebar.searchPlaceholder')}
            trim
            clearable
            width="auto"
            data-testid="chat-search"
          />
        </Box>
      </Stack>
      {lists}
    </Stack>
  );
}
