import { IconX } from '@tabler/icons-react';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import {
  AlertActions,
  AlertBody,
  AlertClose,
  AlertIcon,
  AlertRoot,
  AlertTitle,
  type AlertSeverity,
  type AlertVariant,
} from './alert.styles.ts';
import { isUrgent, severityIcons } from './severity-icons.tsx';

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Meaning and colour; `error` and `warning` interrupt screen readers, the others wait. */
  severity?: AlertSeverity;
  /** Tinted, solid or outlined surface. */
  variant?: AlertVariant;
  /** A short heading above the message. */
  title?: ReactNode;
  /** Replace the severity's icon, or `false` for none. */
  icon?: ReactNode | false;
  /** Buttons under the message ("Undo", "View order"). */
  actions?: ReactNode;
  /** Shows a close button and is called when it is pressed. */
  onClose?: () => void;
}

/** A message about the state of the page or an action, in one of four severities. */
export const Alert = forwardRef<HTMLDivElement, AlertProps>(function Alert(
  { severity = 'info', variant = 'tonal', title, icon, actions, onClose, children, role, ...rest },
  ref,
) {
  const { t } = useTranslation('ui');
  const urgent = isUrgent(severity);
  const shownIcon = icon === false ? null : (icon ?? severityIcons[severity]);
  return (
    <AlertRoot
      ref={ref}
      role={role ?? (urgent ? 'alert' : 'status')}
      data-severity={severity}
      data-variant={variant}
      {...rest}
    >
      {shownIcon && <AlertIcon aria-hidden>{shownIcon}</AlertIcon>}
      <AlertBody>
        {title && <AlertTitle>{title}</AlertTitle>}
        {children && <div>{children}</div>}
        {actions && <AlertActions>{actions}</AlertActions>}
      </AlertBody>
      {onClose && (
        <AlertClose type="button" aria-label={t('alert.close')} onClick={() => onClose()}>
          <IconX size={18} aria-hidden />
        </AlertClose>
      )}
    </AlertRoot>
  );
});
