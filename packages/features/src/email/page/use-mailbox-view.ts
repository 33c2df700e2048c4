import { useCallback } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';

import type { EmailFilter, EmailLabel } from '@atrium/mocks/types';
import { EMAIL_FILTERS, EMAIL_LABELS } from '@atrium/mocks/values';

import { href } from '../routes.ts';

/** The URL's search keys of the mail screen: the search text and the mail open for reading. */
const Q = 'q';
const MAIL = 'mail';

const isFilter = (value: string | undefined): value is EmailFilter =>
  EMAIL_FILTERS.some((f) => f === value);
const isLabel = (value: string | undefined): value is EmailLabel =>
  EMAIL_LABELS.some((l) => l === value);

export interface MailboxLocation {
  /** The folder or view shown: the route's, else the inbox. */
  filter: EmailFilter;
  /** The label shown (`/label/:label`), over the inbox. */
  label: EmailLabel | undefined;
  q: string;
  /** The mail open for reading. */
  openId: number | null;
  /** Shows another mail (or none), keeping the view and the search. */
  open: (id: number | null) => void;
  setSearch: (q: string) => void;
}

/** Where the mail screen is, all of it in the URL: view, label, search, open mail. */
export function useMailboxLocation(): MailboxLocation {
  const params = useParams();
  const [search, setSearchParams] = useSearchParams();
  const label = isLabel(params.label) ? params.label : undefined;
  const filter = isFilter(params.filter) ? params.filter : 'inbox';
  const openRaw = Number(search.get(MAIL));
  const open = useCallback(
    (id: number | null) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete(MAIL);
        else next.set(MAIL, String(id));
        return next;
      }),
    [setSearchParams],
  );
  const setSearch = useCallback(
    (q: string) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (q) next.set(Q, q);
          else next.delete(Q);
          next.delete(MAIL);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return {
    filter,
    label,
    q: search.get(Q) ?? '',
    openId: Number.isInteger(openRaw) && openRaw > 0 ? openRaw : null,
    open,
    setSearch,
  };
}

/** The link of a view: the inbox at the screen's own address. */
export function viewHref(view: { filter: EmailFilter } | { label: EmailLabel }): string {
  if ('label' in view) return href('email.label', { label: view.label });
  return view.filter === 'inbox' ? href('email') : href('email.filter', { filter: view.filter });
}

/** The link of one mail, open in the reading pane of a view (the inbox by default). */
export function mailHref(
  id: number,
  view: Parameters<typeof viewHref>[0] = { filter: 'inbox' },
): string {
  return `${viewHref(view)}?${new URLSearchParams({ [MAIL]: String(id) }).toString()}`;
}

/** Goes to a view, dropping the search and the open mail. */
export function useGoToView() {
  const navigate = useNavigate();
  return (view: Parameters<typeof viewHref>[0]) => navigate(viewHref(view));
}
