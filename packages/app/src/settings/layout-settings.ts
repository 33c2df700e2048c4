import { useCallback, useSyncExternalStore } from 'react';

/** How the signed-in frame is laid out; persisted per device and read before first render. */
export interface LayoutSettings {
  layout: 'vertical' | 'horizontal';
  /** Vertical layout: the sidebar is an icon rail. */
  collapsed: boolean;
  contentWidth: 'compact' | 'wide';
}

export const defaultLayoutSettings: LayoutSettings = {
  layout: 'vertical',
  collapsed: false,
  contentWidth: 'compact',
};
export const layoutStorageKey = 'atrium.layout';

function read(): LayoutSettings {
  try {
    const raw = JSON.parse(
      localStorage.getItem(layoutStorageKey) ?? 'null',
    ) as Partial<LayoutSettings> | null;
    return {
      layout: raw?.layout === 'horizontal' ? 'horizontal' : 'vertical',
      collapsed: raw?.collapsed === true,
      contentWidth: raw?.contentWidth === 'wide' ? 'wide' : 'compact',
    };
  } catch {
    return defaultLayoutSettings;
  }
}

let current = typeof localStorage === 'undefined' ? defaultLayoutSettings : read();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setLayoutSettings(change: Partial<LayoutSettings>): void {
  current = { ...current, ...change };
  try {
    localStorage.setItem(layoutStorageKey, JSON.stringify(current));
  } catch {
    // Storage unavailable: the change holds for this visit.
  }
  listeners.forEach((l) => l());
}

export function useLayoutSettings(): [LayoutSettings, (change: Partial<LayoutSettings>) => void] {
  const settings = useSyncExternalStore(
    subscribe,
    () => current,
    () => defaultLayoutSettings,
  );
  const set = useCallback((change: Partial<LayoutSettings>) => setLayoutSettings(change), []);
  return [settings, set];
}
