import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { forwardRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../button/button.tsx';
import { EmptyState, type EmptyStateProps } from '../empty-state/empty-state.tsx';
import { ErrorDetails } from './error-state.styles.ts';

export interface ErrorStateProps extends Omit<EmptyStateProps, 'title' | 'description' | 'color'> {
  /** Heading; defaults to a translated "Something went wrong". */
  title?: ReactNode;
  /** What failed, in the user's words ("We couldn't load the orders."). */
  message?: ReactNode;
  /** Called when the user presses Retry; without it no Retry button is shown. */
  onRetry?: () => void;
  /** Text of the retry button; defaults to a translated "Try again". */
  retryLabel?: string;
  /** Shows the retry button as busy while a new attempt runs. */
  retrying?: boolean;
  /** Technical details (status, request id, message) in a collapsed disclosure. */
  details?: ReactNode;
}

/** A failed load with a way to try again, announced as an alert. */
export const ErrorState = forwardRef<HTMLDivElement, ErrorStateProps>(function ErrorState(
  {
    title,
    message,
    onRetry,
    retryLabel,
    retrying = false,
    details,
    icon = <IconAlertTriangle size={32} />,
    action,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation('ui');
  const retry = onRetry && (
    <Button
      variant="tonal"
      color="error"
      loading={retrying}
      startIcon={<IconRefresh size={18} />}
      onClick={() => onRetry()}
    >
      {retryLabel ?? t('errorState.retry')}
    </Button>
  );
  return (
    <EmptyState
      ref={ref}
      role="alert"
      title={title ?? t('errorState.title')}
      description={message}
      icon={icon}
      color="error"
      action={
        (retry || action) && (
          <>
            {retry}
            {action}
          </>
        )
      }
      {...rest}
    >
      {details && (
        <ErrorDetails>
          <summary>{t('errorState.details')}</summary>
          <pre>{details}</pre>
        </ErrorDetails>
      )}
    </EmptyState>
  );
});
