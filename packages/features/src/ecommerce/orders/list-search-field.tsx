import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

import { TextField } from '@atrium/ui';

import { useDebouncedValue } from '../../shared/index.ts';

interface ListSearchFieldProps {
  /** The search in the URL. */
  value: string;
  /** Called with the text once typing pauses (the URL). */
  onSearch: (text: string) => void;
  /** Called with each keystroke's text (the list asks the server at once). */
  onType?: (text: string) => void;
  label: string;
  placeholder: string;
}

/**
 * A list's search box: typing is local and instant, `onType` hears each keystroke and the URL
 * follows once typing pauses. A change of the URL from elsewhere (clear filters, back) refills the box.
 */
export function ListSearchField({
  value,
  onSearch,
  onType,
  label,
  placeholder,
}: ListSearchFieldProps) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, 300);
  const sent = useRef(value);

  useEffect(() => {
    if (debounced === sent.current) return;
    sent.current = debounced;
    onSearch(debounced);
  }, [debounced, onSearch]);

  useEffect(() => {
    // Only a value this box did not send comes from elsewhere.
    if (value === sent.current) return;
    sent.current = value;
    setText(value);
  }, [value]);

  return (
    <TextField
      type="search"
      size="sm"
      label={label}
      placeholder={placeholder}
      prefix={<IconSearch size={18} aria-hidden />}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onType?.(event.target.value);
      }}
      style={{ minInlineSize: 'min(100%, 280px)' }}
    />
  );
}
