import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The URL parameter of the open conversation: the contact's id (`?chat=2`). */
const KEY = 'chat';

/** The contact whose chat a query string opens, if any. */
export function openChatOf(search: URLSearchParams): number | null {
  const raw = search.get(KEY);
  return raw !== null && /^\d+$/.test(raw) ? Number(raw) : null;
}

/** The open chat in the URL, so a reload or a shared link opens the same conversation. */
export function useOpenChat(): [number | null, (userId: number) => void] {
  const [params, setParams] = useSearchParams();
  const id = openChatOf(params);
  const open = useCallback(
    (userId: number) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set(KEY, String(userId));
        return next;
      }),
    [setParams],
  );
  return [id, open];
}
