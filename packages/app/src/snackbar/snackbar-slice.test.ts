import { describe, expect, it } from 'vitest';

import { hideSnackbar, showSnackbar, snackbarSlice } from './snackbar-slice.ts';

const reduce = snackbarSlice.reducer;

describe('snackbar slice', () => {
  it('starts hidden', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({
      visible: false,
      message: '',
      color: 'info',
    });
  });

  it('shows a message in a colour, info by default', () => {
    expect(reduce(undefined, showSnackbar({ message: 'Saved', color: 'success' }))).toEqual({
      visible: true,
      message: 'Saved',
      color: 'success',
    });
    expect(reduce(undefined, showSnackbar({ message: 'Heads up' })).color).toBe('info');
  });

  it('hides but keeps the message for the closing animation', () => {
    const shown = reduce(undefined, showSnackbar({ message: 'Saved', color: 'error' }));
    expect(reduce(shown, hideSnackbar())).toEqual({
      visible: false,
      message: 'Saved',
      color: 'error',
    });
  });
});
