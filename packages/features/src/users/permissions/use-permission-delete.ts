import { useTranslation } from 'react-i18next';

import type { Permission } from '@atrium/mocks/types';

import { useUndoableDelete, type UndoableDeleteOptions } from '../../shared/index.ts';
import { permissionsApi } from '../api/permissions.ts';

type DeletedPermission = Pick<Permission, 'id' | 'name'>;

const hide: UndoableDeleteOptions<DeletedPermission>['hide'] = (gone, dispatch, state) =>
  permissionsApi.util.selectCachedArgsForQuery(state, 'getPermissions').map((args) =>
    dispatch(
      permissionsApi.util.updateQueryData('getPermissions', args, (draft) => {
        const before = draft.permissions.length;
        draft.permissions = draft.permissions.filter((p) => !gone.has(p.id));
        draft.totalPermissions = Math.max(
          0,
          draft.totalPermissions - (before - draft.permissions.length),
        );
      }),
    ),
  );

const send: UndoableDeleteOptions<DeletedPermission>['send'] = (id, dispatch) =>
  dispatch(permissionsApi.endpoints.deletePermission.initiate(id));

const reload: UndoableDeleteOptions<DeletedPermission>['reload'] = (dispatch) => {
  dispatch(permissionsApi.util.invalidateTags([{ type: 'Permission', id: 'LIST' }]));
};

/** The permission list's delete, after its confirm, with the kit's Undo window. */
export function usePermissionDelete() {
  const { t } = useTranslation('users');
  return useUndoableDelete<DeletedPermission>({
    hide,
    send,
    reload,
    doneText: ([permission]) => t('permissions.delete.done', { name: permission?.name ?? '' }),
    failedText: t('permissions.delete.failed'),
    undoLabel: t('permissions.actions.undo'),
    toastId: 'permission-delete',
  });
}
