import { createContext, useContext } from 'react';

export interface TabsContextValue {
  /** The active tab, so link tabs can mark the current page. */
  value: string | undefined;
  orientation: 'horizontal' | 'vertical';
}

export const TabsContext = createContext<TabsContextValue>({
  value: undefined,
  orientation: 'horizontal',
});

export const useTabsContext = (): TabsContextValue => useContext(TabsContext);
