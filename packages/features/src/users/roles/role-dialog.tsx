import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import type { Role } from '@atrium/mocks/types';
import { Alert, Button, ConfirmDialog, Dialog, Stack, TextField } from '@atrium/ui';

import type { MatrixRow } from '../../shared/access/index.ts';
import { useFormFrame, useSaveOutcome } from '../../shared/index.ts';
import {
  useCreateRoleMutation,
  useDeleteRoleMutation,
  useUpdateRoleMutation,
} from '../api/roles.ts';
import { matrixRows } from './matrix-state.ts';
import { PermissionMatrix } from './permission-matrix.tsx';
import { useRoleLabel } from './role-label.ts';

/** packages/mocks/README.md, "Roles screen": a role's name has at most 60 characters. */
const NAME_MAX = 60;

export interface RoleDialogProps {
  /** The role to edit or look at; null adds one. */
  role: Role | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Look without changing (no `update Role`): the matrix shows, nothing saves. */
  readOnly?: boolean;
}

interface RoleFormValues {
  name: string;
  permissions: MatrixRow[];
}

/** Adds a role, or edits (or shows) one: its name and its permission matrix. */
export function RoleDialog({ role, open, onOpenChange, readOnly = false }: RoleDialogProps) {
  const { t } = useTranslation('users');
  const label = useRoleLabel();
  const title = !role
    ? t('roles.dialog.addTitle')
    : t(readOnly ? 'roles.dialog.viewTitle' : 'roles.dialog.editTitle', { role: label(role.name) });
  return (
    <Dialog open={open} onOpenChange={onOpenChange} size="lg" data-testid="role-dialog">
      <Dialog.Title>{title}</Dialog.Title>
      <Dialog.Description>
        {readOnly ? t('roles.dialog.readOnly') : t('roles.dialog.description')}
      </Dialog.Description>
      {/* Remounted per role and per opening, so the form starts from the stored role. */}
      {open ? (
        <RoleForm
          key={role?.id ?? 'new'}
          role={role}
          readOnly={readOnly}
          onClose={() => onOpenChange(false)}
        />
      ) : null}
    </Dialog>
  );
}

function useRoleSchema() {
  const { t } = useTranslation('users');
  return useMemo(
    () =>
      z.object({
        name: z
          .string()
          .trim()
          .min(1, t('roles.dialog.nameRequired'))
          .max(NAME_MAX, t('roles.dialog.nameTooLong', { max: NAME_MAX })),
        permissions: z.array(
          z.object({
            subject: z.string(),
            read: z.boolean(),
            write: z.boolean(),
            create: z.boolean(),
          }),
        ),
      }),
    [t],
  );
}

function useSaveRole(role: Role | null, onSaved: () => void) {
  const { t } = useTranslation('users');
  const label = useRoleLabel();
  const [createRole] = useCreateRoleMutation();
  const [updateRole] = useUpdateRoleMutation();
  const outcome = useSaveOutcome();
  return async (values: RoleFormValues) => {
    const body = { name: values.name.trim(), permissions: values.permissions };
    const result = await outcome<Role, RoleFormValues>(
      role ? updateRole({ id: role.id, changes: body }).unwrap() : createRole(body).unwrap(),
      {
        saved: (saved) =>
          t(role ? 'roles.toast.updated' : 'roles.toast.created', { role: label(saved.name) }),
        failed: t('roles.toast.saveFailed'),
      },
    );
    if (result.status === 'saved') onSaved();
    return result;
  };
}

function RoleForm({
  role,
  readOnly,
  onClose,
}: {
  role: Role | null;
  readOnly: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('users');
  const formId = useId();
  const frame = useFormFrame<RoleFormValues>({
    defaultValues: { name: role?.name ?? '', permissions: matrixRows(role?.permissions ?? []) },
    resolver: zodResolver(useRoleSchema()),
    save: useSaveRole(role, onClose),
  });
  const { register, control, setValue, formState } = frame.form;
  const permissions = useWatch({ control, name: 'permissions' });
  const matrixError = formState.errors.permissions?.message;

  return (
    <>
      <Dialog.Body>
        <form id={formId} noValidate onSubmit={frame.submit} data-testid="role-form">
          <Stack gap={5}>
            <TextField
              label={t('roles.dialog.name')}
              required
              readOnly={readOnly}
              autoComplete="off"
              error={formState.errors.name?.message}
              data-testid="role-name"
              {...register('name')}
            />
            {matrixError ? <Alert severity="error">{matrixError}</Alert> : null}
            <PermissionMatrix
              rows={permissions}
              readOnly={readOnly}
              onChange={(rows) => setValue('permissions', rows, { shouldDirty: true })}
            />
          </Stack>
        </form>
      </Dialog.Body>
      <Dialog.Actions>
        {role && !readOnly && role.totalUsers === 0 ? (
          <DeleteRoleButton role={role} onDeleted={onClose} />
        ) : null}
        <Button variant="tonal" color="secondary" onClick={onClose}>
          {readOnly ? t('roles.dialog.close') : t('roles.dialog.cancel')}
        </Button>
        {readOnly ? null : (
          <Button type="submit" form={formId} loading={frame.saving} data-testid="role-save">
            {t('roles.dialog.save')}
          </Button>
        )}
      </Dialog.Actions>
    </>
  );
}

/**
 * Deletes a role nobody holds (a role someone added): deleting a held one would take its
 * accounts' permissions away at their next sign-in, so the dialog never offers that.
 */
function DeleteRoleButton({ role, onDeleted }: { role: Role; onDeleted: () => void }) {
  const { t } = useTranslation('users');
  const label = useRoleLabel();
  const [open, setOpen] = useState(false);
  const [deleteRole] = useDeleteRoleMutation();
  const outcome = useSaveOutcome();
  const name = label(role.name);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="text" color="error" data-testid="role-delete">
          {t('roles.dialog.delete')}
        </Button>
      }
      title={t('roles.confirmDelete.title', { role: name })}
      message={t('roles.confirmDelete.description')}
      confirmLabel={t('roles.confirmDelete.confirm')}
      cancelLabel={t('roles.confirmDelete.cancel')}
      destructive
      onConfirm={async () => {
        const result = await outcome(deleteRole(role.id).unwrap(), {
          saved: () => t('roles.toast.deleted', { role: name }),
          failed: t('roles.toast.deleteFailed'),
        });
        if (result.status === 'saved') onDeleted();
      }}
    />
  );
}
