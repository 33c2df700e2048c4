import { useCallback, useEffect, useRef, useState } from 'react';

import type { DataTableState } from '@atrium/ui';

import { listQueryOf, type ListQuery } from './list-query.ts';

export interface TypedSearch {
  /** The list call: the URL's view, with the search as typed (and the first page) while it leads. */
  query: ListQuery;
  /** Give each keystroke's text (a search box's `onType`). */
  onType: (text: string) => void;
  /**
   * Give to the box's `onSearch` instead of `setSearch`: it writes the URL and remembers the text,
   * so that write coming back does not undo what was typed meanwhile.
   */
  onSearch: (text: string) => void;
}

/** The list call for the text typed (null: none yet): a new search starts at the first page. */
const typedQuery = (state: DataTableState, typed: string | null) =>
  typed === null || typed === state.globalFilter
    ? listQueryOf(state)
    : listQueryOf({ ...state, pageIndex: 0 }, typed);

/**
 * The text typed in a search box while it leads the URL's (`fromUrl`; null: none, or the URL has
 * moved elsewhere since, back or cleared), and `onSearch` writing it with `write` (the box's pause):
 * our own write arriving in the URL keeps what was typed meanwhile.
 */
export function useTypedText(fromUrl: string, write: (text: string) => void) {
  const [typed, setTyped] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [lastUrl, setLastUrl] = useState(fromUrl);
  if (fromUrl !== lastUrl) {
    // Adjusting state while rendering (React docs) rather than in an effect: no stale request.
    setLastUrl(fromUrl);
    if (fromUrl !== sent) setTyped(null);
  }
  const onSearch = useCallback(
    (text: string) => {
      setSent(text);
      write(text);
    },
    [write],
  );
  return { typed, setTyped, onSearch };
}

/**
 * Starts a list call without subscribing. When it returns the call's promise (the endpoint's
 * `initiate` with `subscribe: false`; `useAskAhead`), the list takes a keystroke's text only once
 * that call is answered.
 */
export type AskAhead = (query: ListQuery) => void | PromiseLike<unknown>;

/**
 * A list's search asks the server at each keystroke (`npm run bench` measures a keystroke to the updated
 * rows), while the URL takes the text only once typing pauses: one history entry per search, and
 * the router's renders stay off that path. When the URL moves elsewhere (back, clear filters), its
 * text is the search again; our own write arriving keeps what was typed since it was sent.
 *
 * With `askAhead` answering a promise, a keystroke renders only the search box: the call leaves at
 * once, the fake API (on this same main thread) answers without waiting for a page render, and the
 * page renders once, with the new rows already in the cache. A keystroke's answer arriving after a
 * later keystroke, or after the URL moved elsewhere, is not taken; the pause takes the last text.
 */
export function useTypedSearch(
  state: DataTableState,
  setSearch: (text: string) => void,
  askAhead?: AskAhead,
): TypedSearch {
  const { typed, setTyped, onSearch: writeSearch } = useTypedText(state.globalFilter, setSearch);
  /** The last text typed, and the URL's text when it was. */
  const last = useRef<{ text: string; url: string } | null>(null);
  const url = useRef(state.globalFilter);
  useEffect(() => {
    url.current = state.globalFilter;
  }, [state.globalFilter]);
  const onType = useCallback(
    (text: string) => {
      const asked = askAhead?.(typedQuery(state, text));
      const typing = { text, url: url.current };
      last.current = typing;
      if (!asked) {
        setTyped(text);
        return;
      }
      const take = () => {
        if (last.current === typing && url.current === typing.url) setTyped(text);
      };
      void Promise.resolve(asked).then(take, take);
    },
    [askAhead, state, setTyped],
  );
  const onSearch = useCallback(
    (text: string) => {
      // Typing paused: the list follows the last text now, answered or not.
      if (last.current) setTyped(last.current.text);
      writeSearch(text);
    },
    [setTyped, writeSearch],
  );
  return { query: typedQuery(state, typed), onType, onSearch };
}
