import { IconCopy, IconTrash } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { AccountApiKey, ApiKeyPermission } from '@atrium/mocks/types';
import { API_KEY_PERMISSIONS } from '@atrium/mocks/values';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import {
  Button,
  Card,
  EmptyState,
  Grid,
  IconButton,
  SimpleTable,
  Stack,
  TextField,
  Typography,
  useToast,
} from '@atrium/ui';

import {
  RowDeleteDialog,
  TonalChip,
  useFormat,
  useFormFrame,
  useSaveOutcome,
} from '../../shared/index.ts';
import { SelectField } from '../../shared/bound-fields.tsx';
import { useCreateApiKeyMutation, useDeleteApiKeyMutation } from '../api/account-settings.ts';

interface KeyValues {
  name: string;
  permission: ApiKeyPermission;
}
const EMPTY: KeyValues = { name: '', permission: 'read' };

/**
 * "Create an API key": a name (unique) and a permission; the list then shows it first. A name
 * typed and not created is unsaved: the frame reports it, so leaving asks first.
 */
function CreateKeyForm({ onDirtyChange }: { onDirtyChange?: (dirty: boolean) => void }) {
  const { t } = useTranslation('pages');
  const [create] = useCreateApiKeyMutation();
  const outcomeOf = useSaveOutcome();
  const schema = useMemo(
    () =>
      z.object({
        name: z.string().trim().min(1, t('accountSettings.errors.required')).max(40),
        permission: z.enum(API_KEY_PERMISSIONS),
      }),
    [t],
  );
  const { form, submit, saving } = useFormFrame<KeyValues>({
    defaultValues: EMPTY,
    resolver: zodResolver(schema),
    save: (values) =>
      outcomeOf(create(values).unwrap(), {
        saved: (key) => t('accountSettings.apiKeys.created', { name: key.name }),
        failed: t('accountSettings.apiKeys.failed'),
        then: () => ({ values: EMPTY }),
      }),
    onDirtyChange,
  });
  return (
    <form noValidate onSubmit={submit} data-testid="api-key-form">
      <Grid columns={{ xs: 1, md: 3 }} gap={4} alignItems="end">
        <TextField
          label={t('accountSettings.apiKeys.name')}
          required
          error={form.formState.errors.name?.message}
          {...form.register('name')}
        />
        <SelectField
          control={form.control}
          name="permission"
          label={t('accountSettings.apiKeys.permission')}
          required
          options={API_KEY_PERMISSIONS.map((id) => ({
            value: id,
            label: t(`accountSettings.apiKeys.permissions.${id}`),
          }))}
        />
        <div>
          <Button type="submit" loading={saving} data-testid="api-key-create">
            {t('accountSettings.apiKeys.create')}
          </Button>
        </div>
      </Grid>
    </form>
  );
}

/** The account's keys: create, list (copy, delete after a confirm). */
export function ApiKeysCard({
  keys,
  onDirtyChange,
}: {
  keys: AccountApiKey[];
  /** The create form's dirtiness, for the page's leave prompt. */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const { t } = useTranslation('pages');
  const format = useFormat();
  const toast = useToast();
  const [deleting, setDeleting] = useState<AccountApiKey | null>(null);
  const [remove] = useDeleteApiKeyMutation();

  const copy = async (key: AccountApiKey) => {
    try {
      await navigator.clipboard.writeText(key.key);
      toast({ severity: 'success', title: t('accountSettings.apiKeys.copied') });
    } catch {
      toast({ severity: 'error', title: t('accountSettings.apiKeys.copyFailed') });
    }
  };
  const confirmDelete = async (key: AccountApiKey) => {
    try {
      await remove(key.id).unwrap();
      toast({
        severity: 'success',
        title: t('accountSettings.apiKeys.deleted', { name: key.name }),
      });
    } catch {
      toast({ severity: 'error', title: t('accountSettings.apiKeys.deleteFailed') });
    }
  };

  return (
    <Card as="section" aria-labelledby="api-keys-title" data-testid="api-keys-card">
      <Card.Header
        title={t('accountSettings.apiKeys.title')}
        subtitle={t('accountSettings.apiKeys.subtitle')}
        titleId="api-keys-title"
        headingLevel={2}
      />
      <Card.Content>
        <CreateKeyForm onDirtyChange={onDirtyChange} />
      </Card.Content>
      {keys.length === 0 ? (
        <Card.Content>
          <EmptyState title={t('accountSettings.apiKeys.empty')} />
        </Card.Content>
      ) : (
        <SimpleTable caption={t('accountSettings.apiKeys.caption')} hideCaption>
          <thead>
            <tr>
              <th scope="col">{t('accountSettings.apiKeys.name')}</th>
              <th scope="col">{t('accountSettings.apiKeys.key')}</th>
              <th scope="col">{t('accountSettings.apiKeys.createdAt')}</th>
              <th scope="col">{t('accountSettings.apiKeys.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {keys.map((key) => (
              <tr key={key.id} data-testid="api-key-row">
                <th scope="row" data-plain>
                  <Stack gap={1} align="start">
                    <span>{key.name}</span>
                    <TonalChip
                      color="primary"
                      label={t(`accountSettings.apiKeys.permissions.${key.permission}`)}
                    />
                  </Stack>
                </th>
                <td>
                  <Typography as="code" variant="code">
                    {key.key}
                  </Typography>
                </td>
                <td>{format.date(key.createdAt)}</td>
                <td>
                  <Stack direction="row" gap={1}>
                    <IconButton
                      label={t('accountSettings.apiKeys.copy', { name: key.name })}
                      onClick={() => void copy(key)}
                    >
                      <IconCopy size={18} />
                    </IconButton>
                    <IconButton
                      label={t('accountSettings.apiKeys.delete', { name: key.name })}
                      onClick={() => setDeleting(key)}
                      data-testid="api-key-delete"
                    >
                      <IconTrash size={18} />
                    </IconButton>
                  </Stack>
                </td>
              </tr>
            ))}
          </tbody>
        </SimpleTable>
      )}
      <RowDeleteDialog
        row={deleting}
        onClose={() => setDeleting(null)}
        onDelete={(key) => void confirmDelete(key)}
        texts={{
          title: t('accountSettings.apiKeys.deleteTitle'),
          message: t('accountSettings.apiKeys.deleteMessage', { name: deleting?.name ?? '' }),
          confirm: t('accountSettings.apiKeys.deleteConfirm'),
          cancel: t('accountSettings.form.cancel'),
        }}
      />
    </Card>
  );
}
