import * as VisuallyHidden from '@radix-ui/react-visually-hidden';
import {
  IconChevronLeft,
  IconChevronRight,
  IconChevronsLeft,
  IconChevronsRight,
} from '@tabler/icons-react';
import { forwardRef, useId, useMemo, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { IconButton } from '../icon-button/icon-button.tsx';
import { paginationRange } from './pagination-range.ts';
import {
  Ellipsis,
  PageButton,
  PageList,
  PageSizeField,
  PageSizeSelect,
  PaginationRoot,
  PaginationSummary,
} from './pagination.styles.ts';

export interface PaginationProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The current page, counted from 1. */
  page: number;
  /** Rows per page. */
  pageSize: number;
  /** Number of rows across all pages. */
  total: number;
  /** Called with the page the user asks for. */
  onPageChange: (change: { page: number }) => void;
  /** Called with the new page size; the page-size select shows only when this is set. */
  onPageSizeChange?: (change: { pageSize: number }) => void;
  /** Choices in the page-size select. */
  pageSizeOptions?: readonly number[];
  /** Pages shown either side of the current one. */
  siblingCount?: number;
  /** Pages always shown at each end. */
  boundaryCount?: number;
  /** Button size. */
  size?: 'sm' | 'md' | 'lg';
  /** Show first-page and last-page buttons. */
  showFirstLast?: boolean;
  /** Show "Showing 1–10 of 100". */
  showSummary?: boolean;
  /** Keep the page-size label for screen readers only (e.g. in a tight table footer). */
  hidePageSizeLabel?: boolean;
}

const iconSize = { sm: 16, md: 18, lg: 20 } as const;

/**
 * Controlled pagination for tables and lists: page buttons with ellipses, previous/next and
 * first/last (mirrored in right-to-left), a page-size select and a range summary. Numbers are
 * formatted for the current language.
 */
export const Pagination = forwardRef<HTMLDivElement, PaginationProps>(function Pagination(
  {
    page,
    pageSize,
    total,
    onPageChange,
    onPageSizeChange,
    pageSizeOptions = [10, 25, 50, 100],
    siblingCount = 1,
    boundaryCount = 1,
    size = 'md',
    showFirstLast = true,
    showSummary = true,
    hidePageSizeLabel = false,
    ...rest
  },
  ref,
) {
  const { t, i18n } = useTranslation('ui');
  const selectId = useId();
  const formatter = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
  const format = (value: number) => formatter.format(value);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const items = paginationRange(current, pageCount, siblingCount, boundaryCount);
  const from = total === 0 ? 0 : (current - 1) * pageSize + 1;
  const to = Math.min(current * pageSize, total);

  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= pageCount) onPageChange({ page: target });
  };
  const step = (action: string, label: string, target: number, icon: ReactNode) => (
    <li>
      <IconButton
        label={label}
        size={size}
        variant="tonal"
        color="secondary"
        disabled={target < 1 || target > pageCount || target === current}
        data-action={action}
        onClick={() => go(target)}
      >
        {icon}
      </IconButton>
    </li>
  );
  const icon = iconSize[size];
  const sizeLabel = <label htmlFor={selectId}>{t('pagination.pageSize')}</label>;

  return (
    <PaginationRoot ref={ref} {...rest}>
      {showSummary && (
        <PaginationSummary>
          {t('pagination.range', { from: format(from), to: format(to), total: format(total) })}
        </PaginationSummary>
      )}
      {onPageSizeChange && (
        <PageSizeField>
          {hidePageSizeLabel ? (
            <VisuallyHidden.Root asChild>{sizeLabel}</VisuallyHidden.Root>
          ) : (
            sizeLabel
          )}
          <PageSizeSelect
            id={selectId}
            value={pageSize}
            onChange={(event) => onPageSizeChange({ pageSize: Number(event.target.value) })}
          >
            {pageSizeOptions.map((option) => (
              <option key={option} value={option}>
                {format(option)}
              </option>
            ))}
          </PageSizeSelect>
        </PageSizeField>
      )}
      <nav aria-label={t('pagination.label')}>
        <PageList>
          {showFirstLast &&
            step(
              'first',
              t('pagination.first'),
              1,
              <IconChevronsLeft size={icon} className="at-mirror-rtl" />,
            )}
          {step(
            'previous',
            t('pagination.previous'),
            current - 1,
            <IconChevronLeft size={icon} className="at-mirror-rtl" />,
          )}
          {items.map((item) =>
            typeof item === 'number' ? (
              <li key={item}>
                <PageButton
                  type="button"
                  data-size={size}
                  data-page={item}
                  aria-current={item === current ? 'page' : undefined}
                  aria-label={
                    item === current
                      ? t('pagination.page', { page: format(item) })
                      : t('pagination.goTo', { page: format(item) })
                  }
                  onClick={() => go(item)}
                >
                  {format(item)}
                </PageButton>
              </li>
            ) : (
              <li key={item}>
                <Ellipsis aria-hidden>…</Ellipsis>
              </li>
            ),
          )}
          {step(
            'next',
            t('pagination.next'),
            current + 1,
            <IconChevronRight size={icon} className="at-mirror-rtl" />,
          )}
          {showFirstLast &&
            step(
              'last',
              t('pagination.last'),
              pageCount,
              <IconChevronsRight size={icon} className="at-mirror-rtl" />,
            )}
        </PageList>
      </nav>
    </PaginationRoot>
  );
});
