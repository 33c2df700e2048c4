import { useCallback, useState } from 'react';

/** A value the parent may control; when it does not, the component keeps its own. */
export function useControllable<T>(value: T | undefined, defaultValue: T): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const set = useCallback(
    (next: T) => {
      if (!controlled) setOwn(next);
    },
    [controlled],
  );
  return [controlled ? value : own, set];
}
