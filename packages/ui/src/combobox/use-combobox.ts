import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { nextActive } from '../select/list-navigation.ts';
import type { SelectOption } from '../select/options.ts';
import { useAsyncOptions } from './use-async-options.ts';

export const createValue = '\u0000create';

export interface ComboboxState {
  options?: SelectOption[];
  loadOptions?: (query: string) => Promise<SelectOption[]>;
  debounceMs: number;
  multiple: boolean;
  freeSolo: boolean;
  creatable: boolean;
  editable: boolean;
  value?: string | string[];
  defaultValue?: string | string[];
  onValueChange?: (event: { value: string | string[] }) => void;
  onCreate?: (event: { label: string }) => void;
}

const asList = (v: string | string[] | undefined): string[] =>
  v === undefined ? [] : Array.isArray(v) ? v : v === '' ? [] : [v];

/** State and keyboard of an ARIA 1.2 editable combobox with a listbox popup. */
export function useCombobox(s: ComboboxState) {
  const { t } = useTranslation('ui');
  const [inner, setInner] = useState<string[]>(asList(s.defaultValue));
  const chosen = s.value === undefined ? inner : asList(s.value);
  // Labels of values picked from async results, which are gone once the query changes.
  const [known, setKnown] = useState<Map<string, string>>(new Map());
  const labelOf = (v: string) => s.options?.find((o) => o.value === v)?.label ?? known.get(v) ?? v;
  const [query, setQuery] = useState(() => (s.multiple ? '' : labelOf(chosen[0] ?? '')));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Single mode shows the chosen label in the input; filtering starts once the user types.
  const [typed, setTyped] = useState(false);
  const filter = typed ? query.trim().toLocaleLowerCase() : '';
  const remote = useAsyncOptions(s.loadOptions, filter, open, s.debounceMs);

  const base = s.loadOptions
    ? remote.results
    : (s.options ?? []).filter((o) => o.label.toLocaleLowerCase().includes(filter));
  const exact = base.some((o) => o.label.toLocaleLowerCase() === filter);
  const list: SelectOption[] =
    s.creatable && filter && !exact && !remote.loading
      ? [...base, { value: createValue, label: t('combobox.create', { value: query.trim() }) }]
      : base;

  const commit = (next: string[]) => {
    if (s.value === undefined) setInner(next);
    s.onValueChange?.({ value: s.multiple ? next : (next[0] ?? '') });
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
    setTyped(false);
  };

  const pick = (option: SelectOption) => {
    if (option.disabled || !s.editable) return;
    let picked = option;
    if (option.value === createValue) {
      picked = { value: query.trim(), label: query.trim() };
      s.onCreate?.({ label: picked.label });
    }
    setKnown((m) => new Map(m).set(picked.value, picked.label));
    if (s.multiple) {
      commit(
        chosen.includes(picked.value)
          ? chosen.filter((v) => v !== picked.value)
          : [...chosen, picked.value],
      );
      setQuery('');
      setTyped(false);
    } else {
      commit([picked.value]);
      setQuery(picked.label);
      close();
    }
  };

  const remove = (v: string) => commit(chosen.filter((x) => x !== v));

  /** Free text becomes the value (free solo), or the input falls back to the chosen label. */
  const settle = () => {
    const text = query.trim();
    if (s.multiple) {
      if (s.freeSolo && text && !chosen.includes(text)) commit([...chosen, text]);
      setQuery('');
    } else if (s.freeSolo) {
      if (text !== (chosen[0] ?? '')) commit(text ? [text] : []);
    } else if (text === '') {
      if (chosen.length) commit([]);
    } else {
      setQuery(labelOf(chosen[0] ?? ''));
    }
    close();
  };

  const onInputChange = (text: string) => {
    setQuery(text);
    setTyped(true);
    setOpen(true);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!s.editable) return;
    const { key } = event;
    if ((key === 'ArrowDown' || key === 'ArrowUp') && !open) {
      event.preventDefault();
      setOpen(true);
      return;
    }
    if (
      open &&
      (key === 'ArrowDown' || key === 'ArrowUp' || key === 'PageDown' || key === 'PageUp')
    ) {
      event.preventDefault();
      const next = nextActive(list, active, key);
      if (next !== null) setActive(next);
      return;
    }
    if (key === 'Enter') {
      const option = open ? list[active] : undefined;
      if (option) {
        event.preventDefault();
        pick(option);
      } else if (s.freeSolo && query.trim()) {
        event.preventDefault();
        settle();
      }
      return;
    }
    if (key === 'Escape') {
      if (open) {
        event.preventDefault();
        setQuery(s.multiple ? '' : labelOf(chosen[0] ?? ''));
        close();
      } else if (query) {
        event.preventDefault();
        setQuery('');
      }
      return;
    }
    if (key === 'Backspace' && s.multiple && query === '' && chosen.length) {
      remove(chosen[chosen.length - 1]!);
    }
  };

  return {
    chosen,
    labelOf,
    query,
    open,
    setOpen,
    active,
    setActive,
    list,
    loading: remote.loading,
    pick,
    remove,
    settle,
    close,
    onInputChange,
    onKeyDown,
  };
}
