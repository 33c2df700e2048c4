import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { IconButton } from '@atrium/ui';

interface Expansion {
  ids: readonly string[];
  toggle: (id: string) => void;
}

const ExpansionContext = createContext<Expansion>({ ids: [], toggle: () => undefined });

/** Which rows show their details; the table's cells read it to draw their toggles. */
export function useExpansion() {
  const [ids, setIds] = useState<readonly string[]>([]);
  const toggle = useCallback(
    (id: string) =>
      setIds((open) => (open.includes(id) ? open.filter((x) => x !== id) : [...open, id])),
    [],
  );
  return useMemo(() => ({ ids, toggle }), [ids, toggle]);
}

export function ExpansionProvider({ value, children }: { value: Expansion; children: ReactNode }) {
  return <ExpansionContext value={value}>{children}</ExpansionContext>;
}

/** The first cell of a sale: opens or closes its details row. */
export function ExpandToggle({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation('pages');
  const { ids, toggle } = use(ExpansionContext);
  const open = ids.includes(id);
  return (
    <IconButton
      size="sm"
      variant="text"
      aria-expanded={open}
      label={t('dataTable.details.toggle', { name })}
      data-testid={`sale-expand-${id}`}
      onClick={() => toggle(id)}
    >
      {open ? (
        <IconChevronDown size={18} />
      ) : (
        <IconChevronRight size={18} className="at-mirror-rtl" />
      )}
    </IconButton>
  );
}
