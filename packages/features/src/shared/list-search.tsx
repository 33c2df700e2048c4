import { IconSearch } from '@tabler/icons-react';
import { memo, useEffect, useLayoutEffect, useRef, useState } from 'react';

import { Box, TextField } from '@atrium/ui';

// In a module of its own (no React, no ui): the search benches read it in Node.
import { SEARCH_DEBOUNCE_MS } from './search-debounce.ts';

export { SEARCH_DEBOUNCE_MS };

export interface ListSearchProps {
  /** The search in the URL. */
  value: string;
  /** Called with the text once typing pauses (`useTypedSearch`'s `onSearch`: the URL). */
  onSearch: (text: string) => void;
  /** Called with each keystroke's text (`useTypedSearch`'s `onType`: the list asks at once). */
  onType?: (text: string) => void;
  label: string;
  placeholder?: string;
  /** Spaces around the text are not searched for. */
  trim?: boolean;
  /** A button that empties the box. */
  clearable?: boolean;
  /** `grow`: at least 280 px; `fixed`: 280 px at most; `auto`: the field's own width. */
  width?: 'auto' | 'grow' | 'fixed';
  /** The prefix icon's size. */
  iconSize?: number;
  'data-testid'?: string;
}

const widths = {
  grow: { minInlineSize: 'min(100%, 280px)' },
  fixed: { inlineSize: 'min(100%, 280px)' },
} as const;

/**
 * Every list's search box: typing is local and instant, `onType` hears each key, the URL follows
 * once typing pauses. A URL change from elsewhere (back, clear filters) replaces the text; our own
 * text arriving in the URL does not undo keys typed since. The timer starts in the change handler
 * rather than an effect, and a keystroke renders only this field, not the toolbar beside it.
 */
export const ListSearch = memo(function ListSearch({
  value: fromUrl,
  onSearch,
  onType,
  label,
  placeholder,
  trim = false,
  clearable = false,
  width = 'auto',
  iconSize = 18,
  'data-testid': testId,
}: ListSearchProps) {
  const [text, setText] = useState(fromUrl);
  const [lastUrl, setLastUrl] = useState(fromUrl);
  const [sent, setSent] = useState(fromUrl);
  if (fromUrl !== lastUrl) {
    // Adjusting state while rendering (React docs) rather than in an effect: no stale frame.
    setLastUrl(fromUrl);
    if (fromUrl !== sent) setText(fromUrl);
  }
  // What the URL holds or is about to hold: our last write counts before the router has
  // rendered it (its navigation is a transition), so clearing a search just sent still writes.
  const target = useRef(fromUrl);
  useLayoutEffect(() => {
    target.current = fromUrl;
  }, [fromUrl]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: string) => {
    setText(next);
    onType?.(next);
    clearTimeout(timer.current);
    const search = trim ? next.trim() : next;
    timer.current = setTimeout(() => {
      if (search === target.current) return;
      target.current = search;
      setSent(search);
      onSearch(search);
    }, SEARCH_DEBOUNCE_MS);
  };

  const field = (
    <TextField
      type="search"
      size="sm"
      label={label}
      placeholder={placeholder}
      prefix={<IconSearch size={iconSize} aria-hidden />}
      value={text}
      onChange={(event) => change(event.target.value)}
      clearable={clearable}
      data-testid={testId}
    />
  );
  // The field's width is a prop of the box (it sits in a wrapping toolbar), not page layout.
  return width === 'auto' ? field : <Box {...widths[width]}>{field}</Box>;
});
