/**
 * Users and access: the permission list (users and roles land here too). The app mounts
 * `usersRoutes`; pages load lazily from there.
 */
export { href as usersHref, usersPaths, usersRoutes } from './routes.ts';
export { usersLocaleLoaders, usersResources, type UsersTexts } from './locales/index.ts';
