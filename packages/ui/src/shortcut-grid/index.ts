export { ShortcutGrid, type ShortcutGridItem, type ShortcutGridProps } from './shortcut-grid.tsx';
