import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { Drawer } from '@atrium/ui';
import type { User } from '@atrium/mocks/types';

import { DrawerFormActions, useFormFrame, useSaveOutcome } from '../../shared/index.ts';
import { useCreateUserMutation, useUpdateUserMutation } from '../api/users.ts';
import { UserForm } from './user-form.tsx';
import { formValuesOf, userSchema, type UserFormValues } from './user-schema.ts';

export interface UserDrawerProps {
  open: boolean;
  /** The user to edit, or null to add one. Give the drawer a `key` per user. */
  user: User | null;
  onClose: () => void;
  /** Told of the stored user once a save succeeded (the drawer then closes). */
  onSaved?: (user: User, created: boolean) => void;
}

const EMPTY = formValuesOf(null);
const isField = (name: string): name is keyof UserFormValues => name in EMPTY;

/** The server's words for the refusals the form cannot foresee, shown in the user's language. */
const TAKEN: Partial<Record<string, 'emailTaken' | 'usernameTaken'>> = {
  'This email is already in use.': 'emailTaken',
  'This username is already taken.': 'usernameTaken',
};

/**
 * Add or edit a user in a side panel. The fake API's refusals (a taken email or username;
 * packages/mocks/README.md, Users list summary) land under their fields, the input kept; a
 * success toasts, closes and tells the page, whose lists refresh through the users' tags.
 */
export function UserDrawer({ open, user, onClose, onSaved }: UserDrawerProps) {
  const { t } = useTranslation('users');
  const formId = useId();
  const schema = useMemo(() => userSchema(t), [t]);
  const [create] = useCreateUserMutation();
  const [update] = useUpdateUserMutation();
  const saveOutcome = useSaveOutcome();
  const frame = useFormFrame<UserFormValues>({
    defaultValues: useMemo(() => formValuesOf(user), [user]),
    resolver: zodResolver(schema),
    save: (values) =>
      saveOutcome(
        user ? update({ id: user.id, changes: values }).unwrap() : create(values).unwrap(),
        {
          saved: (stored) =>
            t(user ? 'userList.toast.updated' : 'userList.toast.created', {
              name: stored.fullName,
            }),
          failed: t('userList.toast.saveFailed'),
          keepField: isField,
          then: (stored) => {
            onSaved?.(stored, user === null);
            onClose();
            return {};
          },
        },
      ),
    refusedField: (name, messages) => {
      if (!isField(name)) return null;
      const first = messages[0] ?? '';
      const known = TAKEN[first];
      return { field: name, message: known ? t(`userList.form.errors.${known}`) : first };
    },
  });
  // A closed drawer starts afresh next time; a refused save keeps the input while it stays open.
  const close = () => {
    frame.discard();
    onClose();
  };
  return (
    <Drawer
      open={open}
      onOpenChange={(next) => !next && close()}
      title={t(user ? 'userList.drawer.editTitle' : 'userList.drawer.addTitle')}
      description={t('userList.drawer.description')}
      data-testid="user-drawer"
      footer={
        <DrawerFormActions
          formId={formId}
          saving={frame.saving}
          cancelLabel={t('userList.drawer.cancel')}
          saveLabel={t('userList.drawer.save')}
          onCancel={close}
          saveTestId="user-save"
        />
      }
    >
      <UserForm formId={formId} form={frame.form} onSubmit={frame.submit} />
    </Drawer>
  );
}
