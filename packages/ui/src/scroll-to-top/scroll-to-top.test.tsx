import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => scrollTo(0));

describe('ScrollToTop', () => {
  it('appears only past 200 px', () => {
    const { container } = renderWithTheme(<ScrollToTop />);
    // Near the top it is hidden from assistive technology too, so it has no role to query by.
    const button = container.querySelector('button')!;
    expect(button).toHaveAttribute('aria-hidden', 'true');
    expect(button).toHaveAttribute('data-visible', 'false');
    expect(button).toHaveAttribute('tabindex', '-1');
    scrollTo(200);
    expect(button).toHaveAttribute('data-visible', 'false');
    scrollTo(201);
    expect(button).toHaveAttribute('data-visible', 'true');
    expect(button).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBe(button);
  });

  it('scrolls the page to the top when pressed', () => {
    const spy = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderWithTheme(<ScrollToTop />);
    scrollTo(900);
    fireEvent.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(spy).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    spy.mockRestore();
  });
});
