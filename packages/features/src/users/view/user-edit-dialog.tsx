import { zodResolver } from '@hookform/resolvers/zod';
import { IconEdit } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import type { User, UserDetails, UserRole, UserStatus } from '@atrium/mocks/types';
import { Button } from '@atrium/ui';

import { SelectField } from '../../shared/bound-fields.tsx';

import { useUpdateUserMutation } from '../api/users.ts';
import { FormTextFields, FormDialog, useDialogForm, type FormTextField } from './form-dialog.tsx';
import { ROLE_COLORS, STATUS_COLORS } from './user-colors.ts';

type EditValues = Pick<
  UserDetails,
  | 'fullName'
  | 'username'
  | 'email'
  | 'contact'
  | 'company'
  | 'country'
  | 'taxId'
  | 'language'
  | 'role'
  | 'status'
>;

const ROLES = Object.keys(ROLE_COLORS) as UserRole[];
const STATUSES = Object.keys(STATUS_COLORS) as UserStatus[];

const valuesOf = (user: UserDetails): EditValues => ({
  fullName: user.fullName,
  username: user.username,
  email: user.email,
  contact: user.contact,
  company: user.company,
  country: user.country,
  taxId: user.taxId,
  language: user.language,
  role: user.role,
  status: user.status,
});

/** The fake API's limits (packages/mocks/README.md, users calls), said in the form's words. */
function useEditSchema() {
  const { t } = useTranslation('users');
  return useMemo(() => {
    const required = z.string().trim().min(1, t('userView.edit.errors.required'));
    const text = (max: number) => z.string().trim().max(max);
    return z.object({
      fullName: required.max(120),
      username: required.max(60),
      email: required.email(t('userView.edit.errors.email')),
      contact: text(40),
      company: text(120),
      country: text(80),
      taxId: text(40),
      language: text(40),
      role: z.enum(ROLES as [UserRole, ...UserRole[]]),
      status: z.enum(STATUSES as [UserStatus, ...UserStatus[]]),
    });
  }, [t]);
}

/** Opens and closes from outside: a page holding the dialog's button elsewhere (the dialog examples). */
export interface UserEditDialogProps {
  user: UserDetails;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The user's fields in a dialog, PATCHed (`updateUser`). The server's refusals (a taken email)
 * show under their field and what was typed stays.
 */
export function UserEditDialog({ user, open, onOpenChange }: UserEditDialogProps) {
  const { t } = useTranslation('users');
  const [updateUser] = useUpdateUserMutation();
  const schema = useEditSchema();
  const dialog = useDialogForm<EditValues, User>({
    values: valuesOf(user),
    resolver: zodResolver(schema),
    send: (changes) => updateUser({ id: user.id, changes }).unwrap(),
    saved: (saved) => t('userView.edit.saved', { name: saved.fullName }),
    failed: t('userView.edit.failed'),
    open,
    onOpenChange,
  });
  const label = (name: keyof EditValues) => t(`userView.edit.fields.${name}`);
  const fields: FormTextField<EditValues>[] = [
    { name: 'fullName', label: label('fullName'), required: true, autoComplete: 'off', span: 2 },
    { name: 'username', label: label('username'), required: true, autoComplete: 'off' },
    { name: 'email', label: label('email'), required: true, type: 'email', autoComplete: 'off' },
    { name: 'contact', label: label('contact'), type: 'tel', autoComplete: 'off' },
    { name: 'company', label: label('company'), autoComplete: 'off' },
    { name: 'country', label: label('country'), autoComplete: 'off' },
    { name: 'taxId', label: label('taxId'), autoComplete: 'off' },
    { name: 'language', label: label('language'), autoComplete: 'off', span: 2 },
  ];

  return (
    <FormDialog
      open={dialog.open}
      onOpenChange={dialog.setOpen}
      title={t('userView.edit.title')}
      description={t('userView.edit.description')}
      submit={dialog.submit}
      saving={dialog.saving}
      testId="user-edit-form"
    >
      <FormTextFields form={dialog.form} fields={fields}>
        <SelectField
          control={dialog.form.control}
          name="role"
          label={label('role')}
          options={ROLES.map((role) => ({ value: role, label: t(`userView.roles.${role}`) }))}
        />
        <SelectField
          control={dialog.form.control}
          name="status"
          label={label('status')}
          options={STATUSES.map((status) => ({
            value: status,
            label: t(`userView.statuses.${status}`),
          }))}
        />
      </FormTextFields>
    </FormDialog>
  );
}

/** "Edit" on the user's profile card, opening the dialog above. */
export function UserEditButton({ user }: { user: UserDetails }) {
  const { t } = useTranslation('users');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        startIcon={<IconEdit size={18} />}
        onClick={() => setOpen(true)}
        data-testid="user-edit"
      >
        {t('userView.profile.edit')}
      </Button>
      <UserEditDialog user={user} open={open} onOpenChange={setOpen} />
    </>
  );
}
