export type { TabsListProps } from './tabs-list.tsx';
export { Tabs, type TabsLinkProps, type TabsProps, type TabsTriggerProps } from './tabs.tsx';
