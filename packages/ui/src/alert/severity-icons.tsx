import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleX,
  IconInfoCircle,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';

import type { AlertSeverity } from './alert.styles.ts';

/** The icon of each severity, shared by the inline alert and the toast so both speak alike. */
export const severityIcons: Record<AlertSeverity, ReactNode> = {
  success: <IconCircleCheck size={20} />,
  info: <IconInfoCircle size={20} />,
  warning: <IconAlertTriangle size={20} />,
  error: <IconCircleX size={20} />,
};

/** Errors and warnings interrupt a screen reader (role alert); the others wait (role status). */
export const isUrgent = (severity: AlertSeverity) => severity === 'error' || severity === 'warning';
