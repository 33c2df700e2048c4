export { List, type ListProps, type ListValueChangeDetails } from './list.tsx';
export type { ListItemProps } from './list-item.tsx';
export { VirtualList, type VirtualListProps } from './virtual-list.tsx';
