import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';

import '../test/dom-shims.ts';

import { renderWithTheme } from '../test/render.tsx';
import { useToast, type ToastFn } from './toast-context.ts';
import { ToastProvider } from './toast-provider.tsx';

const captured: { api?: ToastFn } = {};
function Capture() {
  const api = useToast();
  useEffect(() => {
    captured.api = api;
  }, [api]);
  return null;
}
const toast = (): ToastFn => {
  if (!captured.api) throw new Error('not rendered');
  return captured.api;
};

describe('ToastProvider', () => {
  it('shows a toast with a role by severity and dismisses it by id', () => {
    renderWithTheme(
      <ToastProvider duration={60_000}>
        <Capture />
      </ToastProvider>,
    );
    let id = '';
    act(() => {
      id = toast()({ title: 'Order shipped', severity: 'success' });
      toast()({ title: 'Card declined', severity: 'error' });
    });
    expect(screen.getByRole('status', { name: /Order shipped/ })).toBeInTheDocument();
    expect(screen.getByRole('alert', { name: /Card declined/ })).toBeInTheDocument();
    act(() => toast().dismiss(id));
    expect(screen.queryByText('Order shipped')).not.toBeInTheDocument();
  });

  it('shows at most maxVisible toasts, newest first', () => {
    renderWithTheme(
      <ToastProvider maxVisible={2} duration={60_000}>
        <Capture />
      </ToastProvider>,
    );
    act(() => {
      ['One', 'Two', 'Three'].forEach((title) => toast()({ title }));
    });
    // Screen order comes from CSS `order` (portals mount in arrival order).
    const titles = [...document.querySelectorAll<HTMLElement>('[data-severity]')]
      .sort((a, b) => Number(a.style.order) - Number(b.style.order))
      .map((s) => s.textContent);
    expect(titles).toHaveLength(2);
    expect(titles[0]).toContain('Three');
    expect(titles[1]).toContain('Two');
  });

  it('runs the action and closes; has a translated close button', async () => {
    const user = userEvent.setup();
    const onUndo = vi.fn();
    renderWithTheme(
      <ToastProvider duration={60_000}>
        <Capture />
      </ToastProvider>,
      { language: 'fr' },
    );
    act(() => {
      toast()({ title: 'Order archived', action: { label: 'Undo', onClick: onUndo } });
    });
    const card = screen.getByRole('status', { name: /Order archived/ });
    expect(
      within(card).getByRole('button', { name: 'Fermer la notification' }),
    ).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Undo' }));
    expect(onUndo).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByText('Order archived')).not.toBeInTheDocument());
  });

  it('closes by itself after its duration', () => {
    vi.useFakeTimers();
    try {
      renderWithTheme(
        <ToastProvider>
          <Capture />
        </ToastProvider>,
      );
      act(() => {
        toast()({ title: 'Saved', duration: 1000 });
      });
      expect(screen.getByText('Saved')).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(1100);
      });
      expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
