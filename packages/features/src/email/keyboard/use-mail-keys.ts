import { useEffect, useRef } from 'react';

import { mailKeyAction, type MailKeyAction } from './mail-keys.ts';

/** Mail's keys on the whole document while Mail is shown; an action without a handler is inert. */
export function useMailKeys(handlers: Partial<Record<MailKeyAction, () => void>>): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = mailKeyAction(event);
      const handler = action && latest.current[action];
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
