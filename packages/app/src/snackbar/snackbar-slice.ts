import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The snackbar colours: the toast severities of the design system. */
export type SnackbarColor = 'success' | 'info' | 'warning' | 'error';

/** The snackbar's state is whether it shows, its message and its colour. */
export interface SnackbarState {
  visible: boolean;
  message: string;
  color: SnackbarColor;
}

const hidden: SnackbarState = { visible: false, message: '', color: 'info' };

/**
 * One app-wide snackbar that any part of the app can raise with a plain action (a listener, a
 * failed mutation); `SnackbarHost` renders it. Components that hold a toast themselves call
 * `useToast()` instead.
 */
export const snackbarSlice = createSlice({
  name: 'snackbar',
  initialState: hidden,
  reducers: {
    showSnackbar: (_state, action: PayloadAction<{ message: string; color?: SnackbarColor }>) => ({
      visible: true,
      message: action.payload.message,
      color: action.payload.color ?? 'info',
    }),
    // The message stays while the toast animates out.
    hideSnackbar: (state) => ({ ...state, visible: false }),
  },
  selectors: {
    selectSnackbar: (state) => state,
  },
});

export const { showSnackbar, hideSnackbar } = snackbarSlice.actions;
export const { selectSnackbar } = snackbarSlice.selectors;
