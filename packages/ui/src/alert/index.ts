export { Alert, type AlertProps } from './alert.tsx';
export type { AlertSeverity, AlertVariant } from './alert.styles.ts';
