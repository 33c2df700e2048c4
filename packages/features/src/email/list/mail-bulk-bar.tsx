import { IconMail, IconMailOpened, IconStar, IconTrash, IconTrashOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { Stack, Typography } from '@atrium/ui';

import { LabelMenu, MailTool, MoveMenu } from './mail-tools.tsx';
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
  return (
    <Stack direction="row" align="center" gap={1} wrap data-testid="mail-bulk-bar">
      <Typography variant="body2" weight="medium">
        {t('bulk.selected', { count: ids.length })}
      </Typography>
      {inTrash ? (
        <MailTool
          label={t('bulk.restore')}
          icon={<IconTrashOff size={18} />}
          onClick={() => actions.restore(ids)}
        />
      ) : (
        <MailTool
          label={t('bulk.trash')}
          icon={<IconTrash size={18} />}
          onClick={() => actions.trash(ids)}
        />
      )}
      <MailTool
        label={t('bulk.markRead')}
        icon={<IconMailOpened size={18} />}
        onClick={() => actions.markRead(ids, true)}
      />
      <MailTool
        label={t('bulk.markUnread')}
        icon={<IconMail size={18} />}
        onClick={() => actions.markRead(ids, false)}
      />
      <MailTool
        label={t('bulk.star')}
        icon={<IconStar size={18} />}
        onClick={() => actions.star(ids, true)}
      />
      <MoveMenu ids={ids} actions={actions} />
      <LabelMenu ids={ids} actions={actions} />
    </Stack>
  );
}
