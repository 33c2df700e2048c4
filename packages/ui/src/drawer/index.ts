export { Drawer, type DrawerProps } from './drawer.tsx';
export type { DrawerSize } from './drawer.styles.ts';
