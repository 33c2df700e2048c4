import { useTranslation } from 'react-i18next';

import type { User } from '@atrium/mocks/types';

import { useUndoableDelete, type UndoableDeleteOptions } from '../../shared/index.ts';
import { usersApi } from '../api/users.ts';

type DeletedUser = Pick<User, 'id'> & Partial<Pick<User, 'fullName'>>;
type Options = UndoableDeleteOptions<DeletedUser>;

/** The users leave every cached page of the list, and each page's count drops with them. */
const hide: Options['hide'] = (gone, dispatch, state) =>
  usersApi.util.selectCachedArgsForQuery(state, 'getUsers').map((args) =>
    dispatch(
      usersApi.util.updateQueryData('getUsers', args, (page) => {
        const kept = page.users.filter((u) => !gone.has(u.id));
        page.totalUsers = Math.max(0, page.totalUsers - (page.users.length - kept.length));
        page.users = kept;
      }),
    ),
  );

const send: Options['send'] = (id, dispatch) =>
  dispatch(usersApi.endpoints.deleteUser.initiate(id));

// The lists and the summary cards share the users' LIST tag.
const reload: Options['reload'] = (dispatch) => {
  dispatch(usersApi.util.invalidateTags([{ type: 'User', id: 'LIST' }]));
};

/** The user list's delete (one row or a selection) with the kit's Undo window. */
export function useUserDelete() {
  const { t } = useTranslation('users');
  return useUndoableDelete<DeletedUser>({
    hide,
    send,
    reload,
    doneText: (users) =>
      users.length === 1 && users[0]?.fullName
        ? t('userList.delete.done', { name: users[0].fullName })
        : t('userList.bulk.deleted', { count: users.length }),
    failedText: t('userList.bulk.deleteFailed'),
    undoLabel: t('userList.actions.undo'),
    toastId: 'user-delete',
  });
}
