/** The app-bar search: the navbar button with Ctrl/Cmd+K, and its dialog. */
export { NavbarSearch, type NavbarSearchProps } from './navbar-search.tsx';
export { SearchDialog, type SearchDialogProps } from './search-dialog.tsx';
export {
  searchApi,
  useAppBarSearchQuery,
  SEARCH_CATEGORIES,
  type SearchCategory,
  type SearchGroupDto,
  type SearchItemDto,
  type SearchLink,
} from './api.ts';
/** Route ids the dialog offers before anything is typed (the app checks them against its table). */
export { SUGGESTIONS } from './suggestions.ts';
export { searchLocaleLoaders, searchResources, type SearchTexts } from './locales/index.ts';
