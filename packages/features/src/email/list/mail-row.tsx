import type { Email } from '@atrium/mocks/types';
import { IconPaperclip, IconStar, IconStarFilled } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';

import {
  Avatar,
  Badge,
  Box,
  Checkbox,
  IconButton,
  List,
  Stack,
  Typography,
  VisuallyHidden,
} from '@atrium/ui';

import { LABEL_COLORS } from '../labels.tsx';
import { mailTime } from './mail-time.ts';

export interface MailRowProps {
  email: Email;
  selected: boolean;
  /** The mail shown in the reading pane. */
  open: boolean;
  now: Date;
  onSelect: (id: number, selected: boolean) => void;
  onOpen: (id: number) => void;
  onStar: (email: Email) => void;
  /** The virtual list's measuring hook. */
  'data-index'?: number;
}

/**
 * One mail in the list: its box and star, then the row's button (sender and subject) and, at the
 * end, its labels' colour dots (named for screen readers), an attachment mark and when it came.
 * Unread mail is bold.
 */
export const MailRow = memo(function MailRow({
  email,
  selected,
  open,
  now,
  onSelect,
  onOpen,
  onStar,
  'data-index': index,
}: MailRowProps) {
  const { t, i18n } = useTranslation('email');
  const name = email.from.name;
  const subject = email.subject || t('common.noSubject');
  const weight = email.isRead ? 'regular' : 'bold';
  return (
    <List.Item
      data-index={index}
      data-testid={`mail-row-${email.id}`}
      data-unread={email.isRead ? undefined : ''}
      aria-current={open ? 'true' : undefined}
      leading={
        <>
          <Checkbox
            aria-label={t('list.select', { name, subject })}
            checked={selected}
            onCheckedChange={({ checked }) => onSelect(email.id, checked === true)}
          />
          <IconButton
            variant="text"
            size="sm"
            color={email.isStarred ? 'warning' : 'secondary'}
            label={t(email.isStarred ? 'list.unstar' : 'list.star', { name })}
            aria-pressed={email.isStarred}
            onClick={() => onStar(email)}
          >
            {email.isStarred ? <IconStarFilled size={18} /> : <IconStar size={18} />}
          </IconButton>
        </>
      }
      start={
        // A phone keeps the row's width for the sender and the subject.
        <Box display={{ xs: 'none', sm: 'flex' }}>
          <Avatar src={email.from.avatar} name={name} alt="" size="sm" />
        </Box>
      }
      secondary={
        <Typography as="span" variant="body2" weight={weight} truncate>
          {subject}
        </Typography>
      }
      onClick={() => onOpen(email.id)}
      action={
        <Stack direction="row" gap={2} align="center">
          {email.labels.map((label) => (
            <Badge key={label} dot color={LABEL_COLORS[label]} label={t(`labels.${label}`)} />
          ))}
          {email.attachments.length > 0 && (
            <IconPaperclip size={16} aria-label={t('list.attachments')} role="img" />
          )}
          <Typography as="span" variant="caption" color="secondary" nowrap>
            {mailTime(email.time, now, i18n.language)}
          </Typography>
        </Stack>
      }
    >
      <Typography as="span" weight={weight} truncate>
        {name}
        {!email.isRead && <VisuallyHidden>, {t('list.unread')}</VisuallyHidden>}
      </Typography>
    </List.Item>
  );
});
