import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { ThemeProvider } from 'styled-components';

import { applyAppearance, resolveMode } from './apply-appearance.ts';
import { GlobalStyles } from './global-styles.ts';
import {
  defaultAppearance,
  normalizeAppearance,
  readStoredAppearance,
  storeAppearance,
  type AppearanceSettings,
} from './settings.ts';
import { theme } from './theme.ts';

interface AppearanceContextValue {
  settings: AppearanceSettings;
  /** The mode in effect: `system` resolved against the OS preference. */
  resolvedMode: 'light' | 'dark';
  setSettings: (change: Partial<AppearanceSettings>) => void;
  reset: () => void;
}

const AppearanceContext = createContext<AppearanceContextValue | null>(null);

const darkQuery = '(prefers-color-scheme: dark)';

function subscribeToDarkQuery(onChange: () => void): () => void {
  const mql = globalThis.matchMedia?.(darkQuery);
  mql?.addEventListener('change', onChange);
  return () => mql?.removeEventListener('change', onChange);
}
const prefersDarkNow = (): boolean => globalThis.matchMedia?.(darkQuery).matches ?? false;

export interface AppearanceProviderProps {
  children: ReactNode;
  /** Controlled settings (Storybook globals); when absent the provider keeps and persists its own. */
  settings?: AppearanceSettings;
  /** Persist uncontrolled changes to localStorage. */
  persist?: boolean;
  /** Starting settings when uncontrolled and not persisted (a story that changes them). */
  initialSettings?: AppearanceSettings;
  /** Element that receives the data attributes; defaults to `<html>`. */
  root?: HTMLElement;
}

/**
 * Supplies the typed theme and global styles, and keeps `<html>` in step with the appearance
 * settings. A switch changes attributes and custom properties only: React does not re-render the
 * tree beneath for it.
 */
export function AppearanceProvider({
  children,
  settings: controlled,
  persist = true,
  initialSettings,
  root,
}: AppearanceProviderProps) {
  const [own, setOwn] = useState<AppearanceSettings>(() =>
    persist ? readStoredAppearance() : (initialSettings ?? defaultAppearance),
  );
  const settings = controlled ?? own;
  const prefersDark = useSyncExternalStore(subscribeToDarkQuery, prefersDarkNow, () => false);

  useLayoutEffect(() => {
    applyAppearance(root ?? document.documentElement, settings, prefersDark);
  }, [settings, prefersDark, root]);

  const setSettings = useCallback(
    (change: Partial<AppearanceSettings>) =>
      setOwn((prev) => {
        const next = normalizeAppearance({ ...prev, ...change });
        if (persist) storeAppearance(next);
        return next;
      }),
    [persist],
  );
  const reset = useCallback(() => setSettings(defaultAppearance), [setSettings]);

  const value = useMemo(
    () => ({ settings, resolvedMode: resolveMode(settings.mode, prefersDark), setSettings, reset }),
    [settings, prefersDark, setSettings, reset],
  );

  return (
    <AppearanceContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        <GlobalStyles />
        {children}
      </ThemeProvider>
    </AppearanceContext.Provider>
  );
}

/** The chosen direction, or `auto` outside a provider; `useDirection` combines it with the language. */
export function useDirectionSetting(): AppearanceSettings['direction'] {
  return useContext(AppearanceContext)?.settings.direction ?? 'auto';
}

export function useAppearance(): AppearanceContextValue {
  const value = useContext(AppearanceContext);
  if (!value) throw new Error('useAppearance must be used inside <AppearanceProvider>');
  return value;
}
