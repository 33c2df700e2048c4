import { IconLayoutSidebar } from '@tabler/icons-react';
import type { Email } from '@atrium/mocks/types';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Box, Card, Divider, Drawer, EmptyState, IconButton, Stack } from '@atrium/ui';

import { signedInEmail } from '../../shared/signed-in-email.ts';
import { useTypedText } from '../../shared/use-typed-search.ts';
import { useBelow } from '../../shared/use-media-query.ts';
import { MailComposer } from '../compose/mail-composer.tsx';
import { draftOf, replyDraft, type ReplyKind } from '../compose/reply-draft.ts';
import { useComposer } from '../compose/use-composer.ts';
import { useUndoableSend } from '../compose/use-undoable-send.ts';
import { MailKeysHelp } from '../keyboard/mail-keys-help.tsx';
import { useMailKeys } from '../keyboard/use-mail-keys.ts';
import { mailDateTime } from '../list/mail-time.ts';
import { MailList } from '../list/mail-list.tsx';
import { useMailActions } from '../list/use-mail-actions.ts';
import { MailReader } from '../reader/mail-reader.tsx';
import { MailSidebar } from '../sidebar/mail-sidebar.tsx';
import { useMailSearch } from './use-mail-search.ts';
import { useMailboxLocation } from './use-mailbox-view.ts';

/**
 * Mail (routes `email`, `email.filter`, `email.label`): the side pane of views and labels, the
 * view's list and the reading pane, each scrolling on its own in the fixed-height frame. Below
 * 900 px one pane shows at a time (the list, or the open mail with a back button) and the side
 * pane is a drawer; below 1536 px the open mail takes the list's place. Everything is in the
 * URL: view, label, search, open mail.
 */
export interface EmailPageProps {
  /** How long the composer waits after typing stops to save the draft (stories shorten it). */
  draftSaveDelayMs?: number;
}

export function EmailPage({ draftSaveDelayMs }: EmailPageProps) {
  const { t, i18n } = useTranslation('email');
  const narrow = useBelow('md');
  // The list and the open mail side by side only where both have room; else one replaces the
  // other (with a back button), beside the side pane.
  const oneAtATime = useBelow('xl');
  const where = useMailboxLocation();
  const { filter, label, q, openId, open } = where;
  // Each keystroke asks for its mail; the URL takes the search once typing pauses.
  const search = useTypedText(q, where.setSearch);
  const { mail, emails } = useMailSearch({ filter, label, q: (search.typed ?? q).trim() });
  const actions = useMailActions();
  const [drawer, setDrawer] = useState(false);
  const [help, setHelp] = useState(false);
  const [moveOpen, setMoveOpen] = useState(false);
  const composer = useComposer();
  const sendLater = useUndoableSend(composer.open);
  const viewName = label ? t(`labels.${label}`) : t(`views.${filter}`);
  const at = emails && openId !== null ? emails.findIndex((e) => e.id === openId) : -1;
  const opened = at >= 0 ? emails?.[at] : undefined;

  // Opening a mail reads it.
  const unreadOpened = opened && !opened.isRead ? opened.id : null;
  useEffect(() => {
    if (unreadOpened !== null) actions.markRead([unreadOpened], true);
  }, [unreadOpened, actions]);

  // A draft opens in the composer, to go on writing it; any other mail in the reading pane.
  const openMail = useCallback(
    (id: number | null) => {
      const draft = filter === 'draft' ? emails?.find((e) => e.id === id) : undefined;
      if (draft) composer.open(draftOf(draft));
      else open(id);
    },
    [filter, emails, composer, open],
  );
  const reply = (kind: ReplyKind, message: Email) =>
    composer.open(
      replyDraft(
        message,
        kind,
        {
          quoteHeader: t('compose.quoteHeader', {
            name: message.from.name,
            date: mailDateTime(message.time, i18n.language),
          }),
          replyPrefix: t('compose.replyPrefix'),
          forwardPrefix: t('compose.forwardPrefix'),
        },
        signedInEmail(),
      ),
    );
  const step = (by: 1 | -1) => {
    if (!emails || emails.length === 0) return;
    const next = at < 0 ? (by === 1 ? 0 : emails.length - 1) : at + by;
    const target = emails[next];
    if (target) openMail(target.id);
  };
  useMailKeys({
    compose: () => composer.open(),
    search: () =>
      document
        .querySelector<HTMLInputElement>('[data-testid="email-page"] input[type="search"]')
        ?.focus(),
    next: () => step(1),
    previous: () => step(-1),
    open: () => at < 0 && step(1),
    back: () => open(null),
    star: () => opened && actions.toggleStar(opened),
    delete: () => {
      if (!opened) return;
      actions.trash([opened.id]);
      open(emails?.[at + 1]?.id ?? emails?.[at - 1]?.id ?? null);
    },
    move: () => opened && setMoveOpen(true),
    help: () => setHelp(true),
  });

  const sidebar = (
    <MailSidebar
      onCompose={() => {
        setDrawer(false);
        composer.open();
      }}
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
      onSearch={search.onSearch}
      onType={search.setTyped}
      openId={openId}
      onOpen={openMail}
      onHelp={() => setHelp(true)}
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
      onReply={reply}
      moveOpen={moveOpen}
      onMoveOpenChange={setMoveOpen}
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

  const overlays = (
    <>
      {composer.session && (
        <MailComposer
          key={composer.session.key}
          initial={composer.session.draft}
          initialErrors={composer.session.errors}
          minimized={composer.session.minimized}
          onMinimizedChange={composer.setMinimized}
          draftSaveDelayMs={draftSaveDelayMs}
          onClose={composer.close}
          onSend={(draft) => {
            composer.close();
            sendLater(draft);
          }}
        />
      )}
      <MailKeysHelp open={help} onOpenChange={setHelp} />
    </>
  );

  if (narrow)
    return (
      <Card data-testid="email-page" fullHeight>
        {/* The open mail scrolls here; the list scrolls in its own box below the button. */}
        <Box padding={3} blockSize="100%" scrollable={!!opened}>
          <Stack gap={3} blockSize="100%">
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
            {opened ? (
              reader
            ) : (
              <Box grow minBlockSize={0}>
                {list}
              </Box>
            )}
          </Stack>
        </Box>
        <Drawer open={drawer} onOpenChange={setDrawer} title={t('sidebar.label')} side="start">
          {sidebar}
        </Drawer>
        {overlays}
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
      {overlays}
    </Card>
  );
}
