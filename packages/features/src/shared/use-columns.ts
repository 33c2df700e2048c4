import type { Namespace, TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation, type FallbackNs } from 'react-i18next';

import { useFormat, type Formatters } from './format.ts';

/**
 * A table's columns, made by `build` from the namespace's texts and the formatters, and made again
 * only when the language changes (DataTable keeps its state while its columns stay the same).
 * `build` is a module-level function: it is a dependency of the memo.
 */
export function useColumns<N extends Namespace, Columns>(
  namespace: N,
  build: (t: TFunction<FallbackNs<N>>, format: Formatters) => Columns,
): Columns {
  const { t } = useTranslation(namespace);
  const format = useFormat();
  return useMemo(() => build(t, format), [build, t, format]);
}
