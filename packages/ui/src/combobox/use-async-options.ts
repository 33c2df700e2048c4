import { useEffect, useState } from 'react';

import type { SelectOption } from '../select/options.ts';

/**
 * Results of `loadOptions(query)`, asked `debounceMs` after the last change while `active`.
 * Answers to an older query are dropped; `loading` holds until the current query's answer.
 */
export function useAsyncOptions(
  loadOptions: ((query: string) => Promise<SelectOption[]>) | undefined,
  query: string,
  active: boolean,
  debounceMs: number,
) {
  const [answer, setAnswer] = useState<{ query: string; options: SelectOption[] } | null>(null);
  useEffect(() => {
    if (!loadOptions || !active) return;
    let current = true;
    const timer = setTimeout(() => {
      loadOptions(query).then(
        (options) => current && setAnswer({ query, options }),
        () => current && setAnswer({ query, options: [] }),
      );
    }, debounceMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [loadOptions, query, active, debounceMs]);
  const fresh = answer?.query === query;
  return {
    results: fresh ? answer.options : [],
    loading: Boolean(loadOptions) && active && !fresh,
  };
}
