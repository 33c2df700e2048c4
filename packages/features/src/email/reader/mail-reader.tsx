import type { Email } from '@atrium/mocks/types';
import {
  IconArrowBackUp,
  IconArrowBackUpDouble,
  IconArrowForwardUp,
  IconArrowLeft,
  IconChevronLeft,
  IconChevronRight,
  IconMail,
  IconPaperclip,
  IconStar,
  IconStarFilled,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  Avatar,
  Button,
  Chip,
  Divider,
  SafeHtmlFrame,
  Stack,
  TextLink,
  Typography,
} from '@atrium/ui';

import { LABEL_COLORS } from '../labels.tsx';
import { mailDateTime } from '../list/mail-time.ts';
import { LabelMenu, MailTool, MoveMenu } from '../list/mail-tools.tsx';
import type { MailActions } from '../list/use-mail-actions.ts';
import { signedInEmail } from '../../shared/signed-in-email.ts';
import { replyAllUseful, type ReplyKind } from '../compose/reply-draft.ts';

export interface MailReaderProps {
  email: Email;
  previousId: number | null;
  nextId: number | null;
  onOpen: (id: number | null) => void;
  actions: MailActions;
  /** Shown in the list's place (a narrow screen): a back button to the list. */
  narrow: boolean;
  /** Opens the composer on a message of the thread (the last one). */
  onReply: (kind: ReplyKind, message: Email) => void;
  /** The "Move to" menu's open state: Mail's `e` opens it. */
  moveOpen?: boolean;
  onMoveOpenChange?: (open: boolean) => void;
}

/** One message of the thread: who wrote, to whom, when, the message and its attachments. */
function Message({ email }: { email: Email }) {
  const { t, i18n } = useTranslation('email');
  const subject = email.subject || t('common.noSubject');
  const recipients = (key: 'to' | 'cc' | 'bcc', list: readonly string[]) =>
    list.length > 0 && (
      <Typography variant="body2" color="secondary">
        {t(`reader.${key}`)}:{' '}
        {list.map((address, index) => (
          // Isolated, so an address keeps its own order inside right-to-left text.
          <bdi key={address}>
            {address}
            {index < list.length - 1 ? ', ' : ''}
          </bdi>
        ))}
      </Typography>
    );
  return (
    <Stack
      gap={4}
      as="article"
      aria-label={`${email.from.name}, ${mailDateTime(email.time, i18n.language)}`}
    >
      <Stack direction="row" gap={3} align="start">
        <Avatar src={email.from.avatar} name={email.from.name} alt="" />
        <Stack gap={0.5} grow minInlineSize={0}>
          <Typography weight="semibold">
            {email.from.name}{' '}
            <Typography as="span" variant="body2" color="secondary">
              <bdi>&lt;{email.from.email}&gt;</bdi>
            </Typography>
          </Typography>
          {recipients(
            'to',
            email.to.map((a) =>
              a.name && a.name !== a.email ? `${a.name} <${a.email}>` : a.email,
            ),
          )}
          {recipients('cc', email.cc)}
          {recipients('bcc', email.bcc)}
          <Typography variant="caption" color="secondary">
            {mailDateTime(email.time, i18n.language)}
          </Typography>
        </Stack>
      </Stack>
      <SafeHtmlFrame html={email.message} title={t('reader.message', { subject })} />
      {email.attachments.length > 0 && (
        <Stack gap={2}>
          <Typography variant="subtitle" as="h3">
            {t('reader.attachments', { count: email.attachments.length })}
          </Typography>
          <Stack direction="row" gap={3} wrap>
            {email.attachments.map((file) => (
              <TextLink
                key={file.fileName}
                href={file.url}
                download={file.fileName}
                aria-label={t('reader.download', { name: file.fileName, size: file.size })}
              >
                <IconPaperclip size={16} aria-hidden /> {file.fileName} ({file.size})
              </TextLink>
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}

/**
 * The reading pane: its toolbar (back, previous / next, star, unread, trash, move, labels), the
 * subject with its labels, and the thread, the earlier messages folded under the last one's.
 */
export function MailReader({
  email,
  previousId,
  nextId,
  onOpen,
  actions,
  narrow,
  onReply,
  moveOpen,
  onMoveOpenChange,
}: MailReaderProps) {
  const { t } = useTranslation('email');
  const [unfolded, setUnfolded] = useState<number | null>(null);
  const thread = [email, ...email.replies];
  const last = thread[thread.length - 1] ?? email;
  const earlier = thread.slice(0, -1);
  const ids = [email.id];
  const subject = email.subject || t('common.noSubject');
  return (
    <Stack
      gap={5}
      as="section"
      aria-label={t('reader.reading', { subject })}
      data-testid="mail-reader"
    >
      <Stack direction="row" align="center" gap={1} wrap>
        {narrow && (
          <MailTool
            label={t('reader.back')}
            icon={<IconArrowLeft size={18} className="at-mirror-rtl" />}
            onClick={() => onOpen(null)}
          />
        )}
        <MailTool
          label={t('reader.previous')}
          icon={<IconChevronLeft size={18} className="at-mirror-rtl" />}
          disabled={previousId === null}
          onClick={() => previousId !== null && onOpen(previousId)}
        />
        <MailTool
          label={t('reader.next')}
          icon={<IconChevronRight size={18} className="at-mirror-rtl" />}
          disabled={nextId === null}
          onClick={() => nextId !== null && onOpen(nextId)}
        />
        <Divider orientation="vertical" />
        <MailTool
          label={t(email.isStarred ? 'reader.unstar' : 'reader.star')}
          icon={email.isStarred ? <IconStarFilled size={18} /> : <IconStar size={18} />}
          aria-pressed={email.isStarred}
          onClick={() => actions.toggleStar(email)}
        />
        <MailTool
          label={t('reader.markUnread')}
          icon={<IconMail size={18} />}
          onClick={() => {
            actions.markRead(ids, false);
            onOpen(null);
          }}
        />
        <MailTool
          label={t('reader.trash')}
          icon={<IconTrash size={18} />}
          onClick={() => {
            actions.trash(ids);
            onOpen(nextId ?? previousId);
          }}
        />
        <MoveMenu
          ids={ids}
          actions={actions}
          current={email.folder}
          open={moveOpen}
          onOpenChange={onMoveOpenChange}
        />
        <LabelMenu ids={ids} actions={actions} has={email.labels} />
      </Stack>
      <Stack gap={2}>
        <Typography variant="h4" as="h2">
          {subject}
        </Typography>
        {email.labels.length > 0 && (
          <Stack direction="row" gap={2} wrap>
            {email.labels.map((label) => (
              <Chip
                key={label}
                size="sm"
                variant="tonal"
                color={LABEL_COLORS[label]}
                label={t(`labels.${label}`)}
              />
            ))}
          </Stack>
        )}
      </Stack>
      {earlier.map((message) =>
        unfolded === message.id ? (
          <Message key={message.id} email={message} />
        ) : (
          <Button
            key={message.id}
            variant="text"
            color="secondary"
            fullWidth
            onClick={() => setUnfolded(message.id)}
            data-testid="mail-earlier"
          >
            {message.from.name}: {t('reader.earlier', { count: 1 })}
          </Button>
        ),
      )}
      <Message email={last} />
      <Stack direction="row" gap={2} wrap data-testid="mail-reply-actions">
        <Button
          variant="outlined"
          startIcon={<IconArrowBackUp size={18} className="at-mirror-rtl" />}
          onClick={() => onReply('reply', last)}
        >
          {t('reader.reply')}
        </Button>
        {replyAllUseful(last, signedInEmail()) && (
          <Button
            variant="outlined"
            startIcon={<IconArrowBackUpDouble size={18} className="at-mirror-rtl" />}
            onClick={() => onReply('replyAll', last)}
          >
            {t('reader.replyAll')}
          </Button>
        )}
        <Button
          variant="outlined"
          startIcon={<IconArrowForwardUp size={18} className="at-mirror-rtl" />}
          onClick={() => onReply('forward', last)}
        >
          {t('reader.forward')}
        </Button>
      </Stack>
    </Stack>
  );
}
