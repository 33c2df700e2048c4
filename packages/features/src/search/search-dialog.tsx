import { IconX } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  Button,
  CommandPalette,
  Dialog,
  IconButton,
  Kbd,
  VisuallyHidden,
  type CommandPaletteGroup,
} from '@atrium/ui';

import { useDebouncedValue } from '../shared/index.ts';
import { linkOf, useAppBarSearchQuery, type SearchLink } from './api.ts';
import { groupResults } from './group-results.ts';
import { searchIcon } from './search-icons.ts';
import { SUGGESTIONS } from './suggestions.ts';

export interface SearchDialogProps {
  open: boolean;
  /** Called with the new open state (Escape, the close button, a chosen result). */
  onOpenChange: (open: boolean) => void;
  /** Called with the chosen result's link; the app resolves and routes it. */
  onNavigate: (link: SearchLink) => void;
  /** Milliseconds of quiet typing before a request goes out. */
  debounceMs?: number;
  /** Whether the user may open a link's screen; the others are not offered. All by default. */
  canOpen?: (link: SearchLink) => boolean;
}

const openable = () => true;
const hasItems = (group: CommandPaletteGroup) => group.items.length > 0;

const iconOf = (name: string) => {
  const Icon = searchIcon(name);
  return <Icon size={20} />;
};

/**
 * The app-bar search: a dialog whose combobox asks GET /api/app-bar/search once typing
 * pauses, lists the answer by category, and navigates to the chosen page. Before anything is
 * typed it offers popular pages.
 */
export function SearchDialog({
  open,
  onOpenChange,
  onNavigate,
  debounceMs = 250,
  canOpen = openable,
}: SearchDialogProps) {
  const { t } = useTranslation('search');
  const [query, setQuery] = useState('');
  const term = query.trim();
  const debounced = useDebouncedValue(term, debounceMs);
  const { data, isFetching, isError, refetch } = useAppBarSearchQuery(debounced, {
    skip: debounced === '',
  });
  const pending = term !== '' && (term !== debounced || isFetching);

  const { groups, links } = useMemo(() => {
    const linkById = new Map<string, SearchLink>();
    if (term === '') {
      const suggestionGroups: CommandPaletteGroup[] = SUGGESTIONS.map((section) => ({
        id: section.section,
        label: t(`suggestionSections.${section.section}`),
        items: section.items
          .filter((s) => canOpen(linkOf(s)))
          .map((s) => {
            linkById.set(`suggestion-${s.id}`, linkOf(s));
            return {
              id: `suggestion-${s.id}`,
              label: t(`suggestions.${s.id}`),
              icon: iconOf(s.icon),
            };
          }),
      }));
      return { groups: suggestionGroups.filter(hasItems), links: linkById };
    }
    // While a newer word is on its way, the last answer stays, so the list does not flash empty.
    const sections = isError || !data || debounced === '' ? [] : groupResults(data);
    const resultGroups: CommandPaletteGroup[] = sections.map((section) => ({
      id: section.category,
      label: t(`categories.${section.category}`),
      items: section.hits
        .filter((hit) => canOpen(linkOf(hit)))
        .map((hit) => {
          linkById.set(hit.id, linkOf(hit));
          return { id: hit.id, label: hit.title, description: hit.group, icon: iconOf(hit.icon) };
        }),
    }));
    return { groups: resultGroups.filter(hasItems), links: linkById };
  }, [term, data, isError, debounced, t, canOpen]);

  const status = isError ? (
    <span data-testid="search-error">
      {t('error')}{' '}
      <Button size="sm" variant="text" onClick={() => void refetch()}>
        {t('retry')}
      </Button>
    </span>
  ) : pending ? (
    <span data-testid="search-loading">{t('searching')}</span>
  ) : (
    <span data-testid="search-empty">
      {t('noResults', { query: term })}
      <br />
      {t('noResultsHint')}
    </span>
  );

  const close = (next: boolean) => {
    if (!next) setQuery('');
    onOpenChange(next);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      size="md"
      // The palette draws its own close button beside the input, where it cannot cover it.
      hideCloseButton
      aria-describedby={undefined}
      data-testid="search-dialog"
    >
      <VisuallyHidden>
        <Dialog.Title>{t('title')}</Dialog.Title>
      </VisuallyHidden>
      <CommandPalette
        query={query}
        onQueryChange={({ query: next }) => setQuery(next)}
        groups={groups}
        onSelect={({ item }) => {
          const link = links.get(item.id);
          if (!link) return;
          close(false);
          onNavigate(link);
        }}
        inputLabel={t('inputLabel')}
        placeholder={t('placeholder')}
        loading={pending}
        status={status}
        inputEnd={
          <Dialog.Close asChild>
            <IconButton label={t('close')} size="sm" variant="text" color="secondary">
              <IconX size={18} />
            </IconButton>
          </Dialog.Close>
        }
        footer={
          <>
            <span>
              <Kbd keys={['↑', '↓']} separator=" " size="sm" /> {t('footer.navigate')}
            </span>
            <span>
              <Kbd size="sm">↵</Kbd> {t('footer.open')}
            </span>
            <span>
              <Kbd size="sm">Esc</Kbd> {t('footer.close')}
            </span>
          </>
        }
      />
    </Dialog>
  );
}
