import type { Email } from '@atrium/mocks/types';
import { IconInbox, IconKeyboard, IconSearch } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  Box,
  Button,
  Checkbox,
  EmptyState,
  ErrorState,
  IconButton,
  Skeleton,
  Stack,
  VirtualList,
} from '@atrium/ui';

import { ListSearch } from '../../shared/list-search.tsx';
import { MailBulkBar } from './mail-bulk-bar.tsx';
import { MailRow } from './mail-row.tsx';
import type { MailActions } from './use-mail-actions.ts';

export interface MailListProps {
  /** The view's mails; undefined while they load. */
  emails: Email[] | undefined;
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
  /** The view's name ("Inbox", "Important"). */
  viewName: string;
  inTrash: boolean;
  q: string;
  onSearch: (q: string) => void;
  /** Each keystroke's text: the list asks for it at once. */
  onType?: (q: string) => void;
  openId: number | null;
  onOpen: (id: number) => void;
  /** Opens the keyboard help. */
  onHelp: () => void;
  actions: MailActions;
}

/** A row's height before it is measured: the avatar's row and the subject's line. */
const ROW_HEIGHT = 64;

const skeleton = (
  <Stack gap={3} data-testid="mail-list-loading">
    {Array.from({ length: 6 }, (_, i) => (
      <Stack key={i} direction="row" gap={3} align="center">
        <Skeleton variant="circle" width={32} height={32} />
        <Stack gap={1} grow>
          <Skeleton width="40%" />
          <Skeleton width="75%" />
        </Stack>
      </Stack>
    ))}
  </Stack>
);

/**
 * The list pane: the search (as typed, in the URL on a pause), select all, the bulk bar on a
 * selection, the keyboard help, and the view's mails, virtualized (a folder of thousands mounts
 * the rows in view); its loading, error and empty states.
 */
export function MailList({
  emails,
  failed,
  retrying,
  onRetry,
  viewName,
  inTrash,
  q,
  onSearch,
  onType,
  openId,
  onOpen,
  onHelp,
  actions,
}: MailListProps) {
  const { t } = useTranslation('email');
  // A selection belongs to the list it was made in: a new view or search starts without one.
  const scope = `${viewName}\n${q}`;
  const [selection, setSelection] = useState<{ scope: string; ids: ReadonlySet<number> }>({
    scope,
    ids: new Set(),
  });
  const picked = selection.scope === scope ? selection.ids : new Set<number>();
  const setPicked = (update: (current: ReadonlySet<number>) => ReadonlySet<number>) =>
    setSelection((current) => ({
      scope,
      ids: update(current.scope === scope ? current.ids : new Set()),
    }));
  const shownIds = useMemo(() => (emails ?? []).map((e) => e.id), [emails]);
  const selected = shownIds.filter((id) => picked.has(id));
  const all = shownIds.length > 0 && selected.length === shownIds.length;
  const select = useCallback(
    (id: number, on: boolean) =>
      setSelection((current) => {
        const next = new Set(current.scope === scope ? current.ids : []);
        if (on) next.add(id);
        else next.delete(id);
        return { scope, ids: next };
      }),
    [scope],
  );
  const now = new Date();

  const body = (() => {
    if (emails === undefined && failed)
      return (
        <ErrorState
          message={t('common.error')}
          retryLabel={t('common.retry')}
          retrying={retrying}
          onRetry={onRetry}
          data-testid="mail-list-error"
        />
      );
    if (emails === undefined) return skeleton;
    if (emails.length === 0)
      return q ? (
        <EmptyState
          icon={<IconSearch />}
          title={t('list.noMatchTitle', { q })}
          description={t('list.noMatchMessage')}
          action={
            <Button variant="tonal" onClick={() => onSearch('')}>
              {t('list.clearSearch')}
            </Button>
          }
          data-testid="mail-list-no-match"
        />
      ) : (
        <EmptyState
          icon={<IconInbox />}
          title={t('list.emptyTitle', { view: viewName })}
          description={t('list.emptyMessage')}
          data-testid="mail-list-empty"
        />
      );
    return (
      <VirtualList
        aria-label={t('list.label', { view: viewName })}
        dividers
        flush
        data-testid="mail-list"
        items={emails}
        itemKey={(email) => email.id}
        estimateSize={ROW_HEIGHT}
        activeIndex={openId === null ? undefined : emails.findIndex((e) => e.id === openId)}
        renderItem={(email, _index, measure) => (
          <MailRow
            key={email.id}
            {...measure}
            email={email}
            selected={picked.has(email.id)}
            open={openId === email.id}
            now={now}
            onSelect={select}
            onOpen={onOpen}
            onStar={actions.toggleStar}
          />
        )}
      />
    );
  })();

  return (
    <Stack gap={3} blockSize="100%" minBlockSize={0}>
      <ListSearch
        value={q}
        onSearch={onSearch}
        onType={onType}
        label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        trim
        clearable
        data-testid="mail-search"
      />
      <Stack direction="row" align="center" gap={3} wrap>
        <Checkbox
          label={t('list.selectAll')}
          disabled={shownIds.length === 0}
          checked={all ? true : selected.length > 0 ? 'indeterminate' : false}
          onCheckedChange={() => setPicked(() => new Set(all ? [] : shownIds))}
          data-testid="mail-select-all"
        />
        {selected.length > 0 && <MailBulkBar ids={selected} actions={actions} inTrash={inTrash} />}
        <Box grow />
        <IconButton
          variant="text"
          size="sm"
          label={t('keys.title')}
          onClick={onHelp}
          data-testid="mail-keys"
        >
          <IconKeyboard size={18} />
        </IconButton>
      </Stack>
      {/* The list scrolls in its own box; the search and the bulk bar stay in view. */}
      <Box grow minBlockSize={0}>
        {body}
      </Box>
    </Stack>
  );
}
