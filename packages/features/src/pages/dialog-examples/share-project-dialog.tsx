import { useEffect, useState, type BaseSyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import type { ProjectShare } from '@atrium/mocks/types';
import { Button, Chip, Select, Stack, TextField } from '@atrium/ui';

import { useSaveOutcome } from '../../shared/index.ts';
import { useGetProjectSharesQuery, useUpdateProjectShareMutation } from '../api/dialog-examples.ts';
import { DialogQueryState } from './dialog-query-state.tsx';
import { ExampleFormDialog, type ExampleDialogProps } from './example-dialog.tsx';
import { SharePeople } from './share-people.tsx';
import { useShareDraft, type ShareDraft } from './use-share-draft.ts';

/** The address being typed, the chips of those to invite and the permission they will get. */
function ShareInvites({ draft }: { draft: ShareDraft }) {
  const { t } = useTranslation('pages');
  return (
    <Stack gap={3}>
      <Stack direction="row" gap={3} wrap align="start">
        <Stack grow="1 1 220px">
          <TextField
            label={t('dialogs.share.invite')}
            type="email"
            autoComplete="off"
            placeholder={t('dialogs.share.invitePlaceholder')}
            helperText={t('dialogs.share.inviteHelp')}
            error={draft.draftError}
            value={draft.draft}
            onChange={(event) => draft.setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter' && event.key !== ',') return;
              if (event.key === 'Enter' && draft.draft.trim() === '') return;
              event.preventDefault();
              draft.addDraft();
            }}
            data-testid="share-invite"
          />
        </Stack>
        <Stack grow="0 1 160px">
          <Select
            label={t('dialogs.share.invitePermission')}
            options={(['edit', 'view'] as const).map((p) => ({
              value: p,
              label: t(`dialogs.share.permissions.${p}`),
            }))}
            value={draft.invitePermission}
            onValueChange={({ value }) =>
              draft.setInvitePermission(value === 'edit' ? 'edit' : 'view')
            }
          />
        </Stack>
        {/* 26 px lines the button up with the inputs under their labels. */}
        <Stack paddingBlockStart={6.5}>
          <Button variant="tonal" onClick={() => draft.addDraft()} data-testid="share-add">
            {t('dialogs.share.add')}
          </Button>
        </Stack>
      </Stack>
      {draft.invites.length > 0 && (
        <Stack
          as="ul"
          direction="row"
          gap={2}
          wrap
          aria-label={t('dialogs.share.invited')}
          data-testid="share-invites"
        >
          {draft.invites.map((email) => (
            <li key={email}>
              <Chip
                label={email}
                dir="ltr"
                onDelete={() => draft.removeInvite(email)}
                deleteLabel={t('dialogs.share.removeInvite', { email })}
              />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * Share a project: invite people by email (checked one by one as chips), change or remove each
 * person's permission, then save the whole list for the chosen project.
 */
export function ShareProjectDialog({ open, onOpenChange }: ExampleDialogProps) {
  const { t } = useTranslation('pages');
  const query = useGetProjectSharesQuery(undefined, { skip: !open });
  const [update, { isLoading: saving }] = useUpdateProjectShareMutation();
  const outcomeOf = useSaveOutcome();
  const draft = useShareDraft();
  const [projectId, setProjectId] = useState<string>();
  const shares = query.data;
  const chosen = shares?.find((s) => s.projectId === projectId) ?? shares?.[0];
  const { load } = draft;

  // Each opening, and each change of project, starts from what is stored.
  useEffect(() => {
    if (open) load(chosen);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the project, not each refetch
  }, [open, chosen?.projectId, load]);

  const submit = async (event?: BaseSyntheticEvent) => {
    event?.preventDefault();
    if (!chosen || (draft.draft.trim() !== '' && !draft.addDraft())) return;
    const changes = draft.changes();
    if (!changes) return;
    const outcome = await outcomeOf<ProjectShare, never>(
      update({ projectId: chosen.projectId, changes }).unwrap(),
      {
        saved: (saved) =>
          t('dialogs.share.saved', { project: saved.projectName, count: saved.members.length }),
        failed: t('dialogs.share.failed'),
      },
    );
    if (outcome.status === 'saved') onOpenChange(false);
    if (outcome.status === 'invalid')
      draft.setMembersError(
        t('dialogs.share.errors.server', { message: Object.values(outcome.errors).flat()[0] }),
      );
  };

  return (
    <ExampleFormDialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={t('dialogs.examples.shareProject.title')}
      description={t('dialogs.share.description')}
      onSubmit={(event) => void submit(event)}
      submitLabel={t('dialogs.share.submit')}
      saving={saving}
      testId="share-form"
    >
      <DialogQueryState query={query} errorText={t('dialogs.share.loadError')} rows={4}>
        {(list) => (
          <Stack gap={5}>
            <Select
              label={t('dialogs.share.project')}
              options={list.map((s) => ({ value: s.projectId, label: s.projectName }))}
              value={chosen?.projectId}
              onValueChange={({ value }) => setProjectId(value)}
              data-testid="share-project"
            />
            <ShareInvites draft={draft} />
            <SharePeople draft={draft} />
          </Stack>
        )}
      </DialogQueryState>
    </ExampleFormDialog>
  );
}
