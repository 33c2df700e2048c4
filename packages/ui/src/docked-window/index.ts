export { DockedWindow, type DockedWindowProps } from './docked-window.tsx';
