import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

import { useTypedText } from '../../shared/use-typed-search.ts';

export interface UrlSearch {
  /** The search in the URL (`?q=`): give it to ListSearch's `value`. */
  fromUrl: string;
  /** What to search for now: the text as typed while it leads the URL, trimmed. */
  query: string;
  onType: (text: string) => void;
  /** Writes the text to the URL once typing pauses (ListSearch's `onSearch`). */
  onSearch: (text: string) => void;
  /** Empties the search (the empty state's action). */
  clear: () => void;
}

/**
 * A page's search in `?q=`: the page asks at each keystroke while the URL takes the text once
 * typing pauses (ListSearch), so a reload or the back button restores the search. A URL change
 * from elsewhere (back, clear) replaces what was typed; our own write arriving does not.
 */
export function useUrlSearch(): UrlSearch {
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get('q') ?? '';
  const toUrl = useCallback(
    (text: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (text) next.set('q', text);
        else next.delete('q');
        return next;
      }),
    [setParams],
  );
  const { typed, setTyped, onSearch } = useTypedText(fromUrl, toUrl);
  const clear = useCallback(() => {
    setTyped(null);
    onSearch('');
  }, [setTyped, onSearch]);
  return { fromUrl, query: (typed ?? fromUrl).trim(), onType: setTyped, onSearch, clear };
}
