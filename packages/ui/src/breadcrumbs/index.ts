export { Breadcrumbs, type BreadcrumbsProps } from './breadcrumbs.tsx';
export type { BreadcrumbsItemProps } from './breadcrumbs-item.tsx';
