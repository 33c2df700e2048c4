import { configureStore } from '@reduxjs/toolkit';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import { describe, expect, it } from 'vitest';

import { AppearanceProvider, createI18n, defaultAppearance, ToastProvider } from '@atrium/ui';

import { SnackbarHost } from './snackbar-host.tsx';
import { showSnackbar, snackbarSlice } from './snackbar-slice.ts';

function renderHost() {
  const store = configureStore({ reducer: { snackbar: snackbarSlice.reducer } });
  const i18n = createI18n({ language: 'en', syncDocument: false });
  render(
    <ReduxProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <AppearanceProvider settings={defaultAppearance} persist={false}>
          <ToastProvider>
            <SnackbarHost />
          </ToastProvider>
        </AppearanceProvider>
      </I18nextProvider>
    </ReduxProvider>,
  );
  return store;
}

describe('SnackbarHost', () => {
  it('shows nothing until the store has a message', () => {
    renderHost();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the message in its colour and hides it in the store when closed', async () => {
    const store = renderHost();
    act(() => {
      store.dispatch(showSnackbar({ message: 'Order archived', color: 'success' }));
    });
    // Radix also mounts a short-lived announcer with the same role: pick the toast by its text.
    const toast = await waitFor(() => {
      const found = screen.getAllByRole('status').find((el) => el.closest('[data-severity]'));
      expect(found).toBeDefined();
      return found as HTMLElement;
    });
    expect(toast).toHaveTextContent('Order archived');
    expect(toast.closest('[data-severity]')).toHaveAttribute('data-severity', 'success');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    // Radix closes the toast after its own state update: wait for the store to hear of it.
    await waitFor(() => expect(store.getState().snackbar.visible).toBe(false));
    await waitFor(() => expect(screen.queryByText('Order archived')).not.toBeInTheDocument());
  });

  it('speaks an error urgently', async () => {
    const store = renderHost();
    act(() => {
      store.dispatch(showSnackbar({ message: 'Could not save', color: 'error' }));
    });
    await waitFor(() =>
      expect(
        screen.getAllByRole('alert').some((el) => el.textContent?.includes('Could not save')),
      ).toBe(true),
    );
  });
});
