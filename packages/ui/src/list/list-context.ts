import { createContext } from 'react';

export interface ListContextValue {
  /** The list is a listbox whose items are options. */
  selectable: boolean;
  /** Value of the selected option. */
  value: string | null;
  select: (value: string) => void;
}

export const ListContext = createContext<ListContextValue>({
  selectable: false,
  value: null,
  select: () => undefined,
});
