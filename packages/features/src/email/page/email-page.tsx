import { IconLayoutSidebar } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Box, Card, Divider, Drawer, EmptyState, IconButton, Stack } from '@atrium/ui';

import { useBelow } from '../../shared/use-media-query.ts';
import { useGetEmailsQuery } from '../api/emails.ts';
import { MailList } from '../list/mail-list.tsx';
import { useMailActions } from '../list/use-mail-actions.ts';
import { MailReader } from '../reader/mail-reader.tsx';
import { MailSidebar } from '../sidebar/mail-sidebar.tsx';
import { useMailboxLocation } from './use-mailbox-view.ts';

/**
 * Mail (routes `email`, `email.filter`, `email.label`): the side pane of views and labels, the
 * view's list and the reading pane, each scrolling on its own in the fixed-height frame. Below
 * 900 px one pane shows at a time (the list, or the open mail with a back button) and the side
 * pane is a drawer; below 1536 px the open mail takes the list's place. Everything is in the
 * URL: view, label, search, open mail.
 */
export function EmailPage() {
  const { t } = useTranslation('email');
  const narrow = useBelow('md');
  // The list and the open mail side by side only where both have room; else one replaces the
  // other (with a back button), beside the side pane.
  const oneAtATime = useBelow('xl');
  const where = useMailboxLocation();
  const { filter, label, q, openId, open } = where;
  const mail = useGetEmailsQuery({ filter, label, q });
  const actions = useMailActions();
  const [drawer, setDrawer] = useState(false);
  const emails = mail.data?.emails;
  const viewName = label ? t(`labels.${label}`) : t(`views.${filter}`);
  const at = emails && openId !== null ? emails.findIndex((e) => e.id === openId) : -1;
  const opened = at >= 0 ? emails?.[at] : undefined;

  // Opening a mail reads it.
  const unreadOpened = opened && !opened.isRead ? opened.id : null;
  useEffect(() => {
    if (unreadOpened !== null) actions.markRead([unreadOpened], true);
  }, [unreadOpened, actions]);

  const sidebar = (
    <MailSidebar
      filter={filter}
      label={label}
      meta={mail.data?.emailsMeta}
      onNavigate={() => setDrawer(false)}
    />
  );
  const list = (
    <MailList
      emails={emails}
      failed={mail.isError}
      retrying={mail.isFetching}
      onRetry={() => void mail.refetch()}
      viewName={viewName}
      inTrash={filter === 'trashed'}
      q={q}
      onSearch={where.setSearch}
      openId={openId}
      onOpen={open}
      actions={actions}
    />
  );
  const reader = opened ? (
    <MailReader
      key={opened.id}
      email={opened}
      previousId={emails?.[at - 1]?.id ?? null}
      nextId={emails?.[at + 1]?.id ?? null}
      onOpen={open}
      actions={actions}
      narrow={oneAtATime}
    />
  ) : (
    <EmptyState
      title={
        openId !== null && emails ? t('reader.missing', { view: viewName }) : t('reader.empty')
      }
      size="sm"
      data-testid="mail-reader-empty"
    />
  );

  if (narrow)
    return (
      <Card data-testid="email-page" fullHeight>
        <Box padding={3} blockSize="100%" scrollable>
          <Stack gap={3}>
            {!opened && (
              <IconButton
                variant="text"
                color="secondary"
                label={t('sidebar.open')}
                onClick={() => setDrawer(true)}
              >
                <IconLayoutSidebar size={20} className="at-mirror-rtl" />
              </IconButton>
            )}
            {opened ? reader : list}
          </Stack>
        </Box>
        <Drawer open={drawer} onOpenChange={setDrawer} title={t('sidebar.label')} side="start">
          {sidebar}
        </Drawer>
      </Card>
    );

  return (
    <Card data-testid="email-page" fullHeight>
      <Stack direction="row" align="stretch" blockSize="100%">
        <Box
          as="aside"
          aria-label={t('sidebar.label')}
          inlineSize={264}
          shrink={false}
          padding={4}
          scrollable
        >
          {sidebar}
        </Box>
        <Divider orientation="vertical" />
        {oneAtATime ? (
          <Box grow minInlineSize={0} padding={opened ? 5 : 4} scrollable>
            {opened ? reader : list}
          </Box>
        ) : (
          <>
            <Box inlineSize="min(40%, 440px)" shrink={false} padding={4} scrollable>
              {list}
            </Box>
            <Divider orientation="vertical" />
            <Box grow minInlineSize={0} padding={5} scrollable>
              {reader}
            </Box>
          </>
        )}
      </Stack>
    </Card>
  );
}
