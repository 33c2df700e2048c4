import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { formatShort, parseDate } from './date-utils.ts';

/**
 * The editable text of a date input: shows `value` in the language's numeric form, and turns
 * typed text back into an ISO date on `commit` (blur or Enter). `invalid` when it could not.
 */
export function useDateText(value: string, onCommit: (iso: string) => void) {
  const { i18n } = useTranslation('ui');
  const shown = value ? formatShort(value, i18n.language) : '';
  const [text, setText] = useState(shown);
  const [invalid, setInvalid] = useState(false);
  // Follow outside changes (a calendar pick, a form reset) while keeping what the user types.
  const [last, setLast] = useState(shown);
  if (shown !== last) {
    setLast(shown);
    setText(shown);
    setInvalid(false);
  }
  const commit = () => {
    if (text.trim() === '') {
      setInvalid(false);
      if (value) onCommit('');
      return;
    }
    const iso = parseDate(text, i18n.language);
    setInvalid(iso === null);
    if (iso && iso !== value) onCommit(iso);
    else if (iso) setText(shown);
  };
  return { text, setText, invalid, commit };
}
