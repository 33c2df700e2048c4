import { useEffect } from 'react';

/** Apple keyboards say ⌘ where others say Ctrl; the hint and the binding follow the platform. */
export function isApplePlatform(): boolean {
  const nav = globalThis.navigator as
    (Navigator & { userAgentData?: { platform?: string } }) | undefined;
  const platform = nav?.userAgentData?.platform ?? nav?.platform ?? '';
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/**
 * Calls `onTrigger` on Ctrl+K or Cmd+K anywhere on the page. The browser's own meaning of the
 * keys (focus its search bar) is cancelled, as in other web apps that offer a command search.
 */
export function useSearchShortcut(onTrigger: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || event.altKey || event.shiftKey) return;
      if (!(event.ctrlKey || event.metaKey)) return;
      event.preventDefault();
      onTrigger();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onTrigger]);
}
