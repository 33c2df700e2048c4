import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import type { SharePermission } from '@atrium/mocks/types';
import { Alert, Avatar, IconButton, Select, Stack, Typography, VisuallyHidden } from '@atrium/ui';

import type { ShareDraft } from './use-share-draft.ts';

const PERMISSIONS: readonly SharePermission[] = ['owner', 'edit', 'view'];

/** The people who have access, each with their permission and a way to remove them. */
export function SharePeople({ draft }: { draft: ShareDraft }) {
  const { t } = useTranslation('pages');
  const options = PERMISSIONS.map((p) => ({
    value: p,
    label: t(`dialogs.share.permissions.${p}`),
  }));
  return (
    <Stack gap={3}>
      <Typography variant="subtitle" as="h3" id="share-people-title">
        {t('dialogs.share.people')}
      </Typography>
      {draft.membersError && (
        <Alert severity="error" data-testid="share-members-error">
          {draft.membersError}
        </Alert>
      )}
      <Stack as="ul" gap={3} aria-labelledby="share-people-title" data-testid="share-people">
        {draft.members.map((member) => (
          <Stack as="li" key={member.email} direction="row" gap={3} align="center" wrap>
            <Avatar src={member.avatar} name={member.name} alt="" />
            <Stack grow="1 1 160px">
              <Typography variant="body1">{member.name}</Typography>
              <Typography variant="body2" color="secondary" dir="ltr" align="start">
                {member.email}
              </Typography>
            </Stack>
            <Stack direction="row" gap={2} align="center">
              <Select
                size="sm"
                label={
                  <VisuallyHidden>
                    {t('dialogs.share.permissionOf', { name: member.name })}
                  </VisuallyHidden>
                }
                options={options}
                value={member.permission}
                onValueChange={({ value }) =>
                  draft.setPermission(member.email, value as SharePermission)
                }
              />
              <IconButton
                label={t('dialogs.share.remove', { name: member.name })}
                variant="text"
                color="secondary"
                onClick={() => draft.removeMember(member.email)}
              >
                <IconTrash size={18} />
              </IconButton>
            </Stack>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
