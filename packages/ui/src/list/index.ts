export { List, type ListProps, type ListValueChangeDetails } from './list.tsx';
export type { ListItemProps } from './list-item.tsx';
