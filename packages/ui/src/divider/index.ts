export { Divider, type DividerProps } from './divider.tsx';
