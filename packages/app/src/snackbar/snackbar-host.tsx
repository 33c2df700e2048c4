import { useDispatch, useSelector } from 'react-redux';

import { Snackbar } from '@atrium/ui';

import { hideSnackbar, selectSnackbar } from './snackbar-slice.ts';

/**
 * Shows the store's snackbar as a toast of the surrounding `ToastProvider`, stacked with
 * the ones `useToast()` shows. Its timeout, close button, swipe or Escape hide it in the store.
 */
export function SnackbarHost() {
  const { visible, message, color } = useSelector(selectSnackbar);
  const dispatch = useDispatch();
  if (!message) return null;
  return (
    <Snackbar
      open={visible}
      title={message}
      severity={color}
      onClose={() => dispatch(hideSnackbar())}
    />
  );
}
