import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import type { Permission } from '@atrium/mocks/types';
import { Button, Dialog, Stack, TextField } from '@atrium/ui';

import { MultiSelectField, SwitchField } from '../../shared/bound-fields.tsx';
import { useFormFrame, useSaveOutcome } from '../../shared/index.ts';
import { useCreatePermissionMutation, useUpdatePermissionMutation } from '../api/permissions.ts';
import { ROLE_NAMES } from './permission-roles.ts';
import {
  permissionFormValues,
  permissionSchema,
  type PermissionFormValues,
} from './permission-schema.ts';

export interface PermissionDialogProps {
  /** Open on a permission to edit it, on `'new'` to add one; closed on null. */
  editing: Permission | 'new' | null;
  onClose: () => void;
}

/** Add or edit a permission: its name, the roles holding it and the core flag. */
export function PermissionDialog({ editing, onClose }: PermissionDialogProps) {
  const { t } = useTranslation('users');
  const permission = editing === 'new' ? null : editing;
  return (
    <Dialog
      open={editing !== null}
      onOpenChange={(open) => !open && onClose()}
      size="sm"
      aria-describedby={undefined}
    >
      <Dialog.Title>
        {t(permission ? 'permissions.form.editTitle' : 'permissions.form.addTitle')}
      </Dialog.Title>
      {/* Remounted per opening, so the form starts from that permission's stored values. */}
      {editing !== null ? (
        <PermissionForm key={permission?.id ?? 'new'} permission={permission} onClose={onClose} />
      ) : null}
    </Dialog>
  );
}

function PermissionForm({
  permission,
  onClose,
}: {
  permission: Permission | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('users');
  const formId = useId();
  const [createPermission] = useCreatePermissionMutation();
  const [updatePermission] = useUpdatePermissionMutation();
  const saveOutcome = useSaveOutcome();
  const roleOptions = useMemo(
    () => ROLE_NAMES.map((role) => ({ value: role, label: t(`roles.${role}`) })),
    [t],
  );

  const initial = permissionFormValues(permission);
  const { form, submit, saving } = useFormFrame<PermissionFormValues>({
    defaultValues: initial,
    resolver: zodResolver(permissionSchema(t)),
    // The fake API refuses a name only when it is taken: say so in the screen's language.
    refusedField: (name, messages) =>
      name === 'name'
        ? { field: 'name', message: t('permissions.form.nameTaken') }
        : name in initial
          ? { field: name as keyof PermissionFormValues, message: messages[0] ?? '' }
          : null,
    save: async (values) => {
      const body = { ...values, name: values.name.trim() };
      const outcome = await saveOutcome<Permission, PermissionFormValues>(
        permission
          ? updatePermission({ id: permission.id, changes: body }).unwrap()
          : createPermission(body).unwrap(),
        {
          saved: (saved) =>
            t(permission ? 'permissions.form.updated' : 'permissions.form.added', {
              name: saved.name,
            }),
          failed: t('permissions.form.failed'),
        },
      );
      if (outcome.status === 'saved') onClose();
      return outcome;
    },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;

  return (
    <>
      <Dialog.Body>
        <form id={formId} noValidate onSubmit={submit} data-testid="permission-form">
          <Stack gap={4}>
            <TextField
              label={t('permissions.form.name')}
              required
              autoComplete="off"
              error={errors.name?.message}
              {...register('name')}
            />
            <MultiSelectField
              control={control}
              name="assignedTo"
              label={t('permissions.form.assignedTo')}
              placeholder={t('permissions.form.assignedToPlaceholder')}
              options={roleOptions}
            />
            <SwitchField
              control={control}
              name="core"
              label={t('permissions.form.core')}
              description={t('permissions.form.coreHint')}
            />
          </Stack>
        </form>
      </Dialog.Body>
      <Dialog.Actions>
        <Button variant="tonal" color="secondary" onClick={onClose}>
          {t('permissions.actions.cancel')}
        </Button>
        <Button type="submit" form={formId} loading={saving} data-testid="permission-save">
          {t('permissions.actions.save')}
        </Button>
      </Dialog.Actions>
    </>
  );
}
