import { useState } from 'react';

import type { DataTableState } from '@atrium/ui';

import { listQueryOf, type ListQuery } from './list-query.ts';

export interface TypedSearch {
  /** The list call: the URL's view, with the search as typed (and the first page) while it leads. */
  query: ListQuery;
  /** Give each keystroke's text (a search box's `onType`). */
  onType: (text: string) => void;
}

/**
 * A list's search asks the server at each keystroke (issue 6 measures a keystroke to the updated
 * rows), while the URL takes the text only once typing pauses: one history entry per search, and
 * the router's renders stay off that path. When the URL moves (caught up, back, clear filters),
 * its text is the search again.
 */
export function useTypedSearch(state: DataTableState): TypedSearch {
  const fromUrl = state.globalFilter;
  const [typed, setTyped] = useState<string | null>(null);
  const [lastUrl, setLastUrl] = useState(fromUrl);
  if (fromUrl !== lastUrl) {
    // Adjusting state while rendering (React docs): the URL moved, the typed text is history.
    setLastUrl(fromUrl);
    setTyped(null);
  }
  const query =
    typed === null || typed === fromUrl
      ? listQueryOf(state)
      : listQueryOf({ ...state, pageIndex: 0 }, typed);
  return { query, onType: setTyped };
}
