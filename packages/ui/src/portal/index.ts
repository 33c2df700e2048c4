export { Portal, type PortalProps } from './portal.tsx';
