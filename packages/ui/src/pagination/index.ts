export { Pagination, type PaginationProps } from './pagination.tsx';
export { paginationRange, type PageItem } from './pagination-range.ts';
