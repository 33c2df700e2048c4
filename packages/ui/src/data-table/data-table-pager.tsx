import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../button/button.tsx';
import { numberFormat } from '../i18n/intl-cache.ts';
import { Footer, PagerButtons } from './data-table.styles.ts';

interface DataTablePagerProps {
  pageIndex: number;
  pageSize: number;
  rowCount: number;
  pageSizeOptions: readonly number[];
  onChange: (change: { pageIndex: number; pageSize: number }) => void;
}

/** "Rows per page", the range shown and previous/next; a full Pagination can replace it via `footer`. */
export function DataTablePager({
  pageIndex,
  pageSize,
  rowCount,
  pageSizeOptions,
  onChange,
}: DataTablePagerProps) {
  const { t, i18n } = useTranslation('ui');
  const selectId = useId();
  const format = numberFormat(i18n.language);
  const from = rowCount === 0 ? 0 : pageIndex * pageSize + 1;
  const to = Math.min(rowCount, (pageIndex + 1) * pageSize);
  const last = Math.max(0, Math.ceil(rowCount / pageSize) - 1);
  return (
    <Footer as="nav" aria-label={t('dataTable.pagination')}>
      <label htmlFor={selectId}>
        {t('dataTable.rowsPerPage')}
        <select
          id={selectId}
          value={pageSize}
          onChange={(event) => onChange({ pageIndex: 0, pageSize: Number(event.target.value) })}
        >
          {pageSizeOptions.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <span aria-live="polite">
        {t('dataTable.range', {
          from: format.format(from),
          to: format.format(to),
          total: format.format(rowCount),
        })}
      </span>
      <PagerButtons>
        <Button
          variant="text"
          size="sm"
          aria-label={t('dataTable.previousPage')}
          data-testid="data-table-previous"
          disabled={pageIndex <= 0}
          onClick={() => onChange({ pageIndex: pageIndex - 1, pageSize })}
        >
          <IconChevronLeft size={18} className="at-mirror-rtl" aria-hidden />
        </Button>
        <Button
          variant="text"
          size="sm"
          aria-label={t('dataTable.nextPage')}
          data-testid="data-table-next"
          disabled={pageIndex >= last}
          onClick={() => onChange({ pageIndex: pageIndex + 1, pageSize })}
        >
          <IconChevronRight size={18} className="at-mirror-rtl" aria-hidden />
        </Button>
      </PagerButtons>
    </Footer>
  );
}
