/**
 * Users and access: the permission list (users and roles land here too). The app mounts
 * `usersRoutes`; pages load lazily from there.
 */
export { href as usersHref, usersPaths, usersRoutes } from './routes.ts';
export { usersLocaleLoaders, usersResources, type UsersTexts } from './locales/index.ts';
// The dialog examples page edits a real user with the user view's dialog; only the dialog and the
// two reads it needs leave the folder.
export { UserEditDialog, type UserEditDialogProps } from './view/user-edit-dialog.tsx';
export { useGetUserQuery, useGetUsersQuery } from './api/users.ts';
