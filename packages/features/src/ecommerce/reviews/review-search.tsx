import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

import { TextField } from '@atrium/ui';

export interface ReviewSearchProps {
  /** The search in the URL. */
  value: string;
  /** Called once typing pauses, with the new text. */
  onSearch: (text: string) => void;
  label: string;
}

const DELAY_MS = 300;

/**
 * The search box: shows every keystroke at once but asks for a new page only when typing pauses.
 * The timer is started from the change handler rather than an effect, and a search changed from
 * outside (clear filters, back button) replaces the text.
 */
export function ReviewSearch({ value, onSearch, label }: ReviewSearchProps) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const [pushed, setPushed] = useState(value);
  if (value !== seen) {
    setSeen(value);
    // Our own push coming back must not undo what was typed since; anything else replaces it.
    if (value !== pushed) setText(value);
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setPushed(next.trim());
      onSearch(next.trim());
    }, DELAY_MS);
  };

  return (
    <TextField
      type="search"
      label={label}
      value={text}
      onChange={(event) => change(event.target.value)}
      prefix={<IconSearch size={18} aria-hidden />}
      clearable
      size="sm"
      style={{ inlineSize: 'min(100%, 280px)' }}
    />
  );
}
