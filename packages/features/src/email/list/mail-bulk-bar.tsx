import type { EmailFolder, EmailLabel } from '@atrium/mocks/types';
import { EMAIL_FOLDERS, EMAIL_LABELS } from '@atrium/mocks/values';
import {
  IconFolder,
  IconMail,
  IconMailOpened,
  IconStar,
  IconTag,
  IconTrash,
  IconTrashOff,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { IconButton, Menu, Stack, Typography } from '@atrium/ui';

import type { MailActions } from './use-mail-actions.ts';

export interface MailBulkBarProps {
  ids: readonly number[];
  actions: MailActions;
  /** In the trash, "Move to trash" becomes "Move to the inbox". */
  inTrash: boolean;
}

/** What can be done to the selected mails at once: trash, move, read state, labels, star. */
export function MailBulkBar({ ids, actions, inTrash }: MailBulkBarProps) {
  const { t } = useTranslation('email');
  const button = (label: string, icon: ReactNode, onClick?: () => void) => (
    <IconButton variant="text" color="secondary" size="sm" label={label} onClick={onClick}>
      {icon}
    </IconButton>
  );
  return (
    <Stack direction="row" align="center" gap={1} wrap data-testid="mail-bulk-bar">
      <Typography variant="body2" weight="medium">
        {t('bulk.selected', { count: ids.length })}
      </Typography>
      {inTrash
        ? button(t('bulk.restore'), <IconTrashOff size={18} />, () => actions.restore(ids))
        : button(t('bulk.trash'), <IconTrash size={18} />, () => actions.trash(ids))}
      {button(t('bulk.markRead'), <IconMailOpened size={18} />, () => actions.markRead(ids, true))}
      {button(t('bulk.markUnread'), <IconMail size={18} />, () => actions.markRead(ids, false))}
      {button(t('bulk.star'), <IconStar size={18} />, () => actions.star(ids, true))}
      <Menu trigger={button(t('bulk.moveTo'), <IconFolder size={18} />)}>
        {EMAIL_FOLDERS.map((folder: EmailFolder) => (
          <Menu.Item key={folder} onSelect={() => actions.move(ids, folder)}>
            {t(`views.${folder}`)}
          </Menu.Item>
        ))}
      </Menu>
      <Menu trigger={button(t('bulk.label'), <IconTag size={18} />)}>
        {EMAIL_LABELS.map((label: EmailLabel) => (
          <Menu.Item
            key={label}
            onSelect={() => actions.toggleLabel(ids, label)}
            aria-label={t('bulk.labelToggle', { label: t(`labels.${label}`) })}
          >
            {t(`labels.${label}`)}
          </Menu.Item>
        ))}
      </Menu>
    </Stack>
  );
}
