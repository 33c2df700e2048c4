import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { Carousel } from './carousel.tsx';

// Embla watches slides with IntersectionObserver, which jsdom lacks.
beforeAll(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
      takeRecords(): [] {
        return [];
      }
    },
  );
});
afterAll(() => {
  vi.unstubAllGlobals();
});

const products = ['Aurora Headphones', 'Nimbus Shoes', 'Atlas Backpack'];

function renderCarousel(props: Partial<Parameters<typeof Carousel>[0]> = {}, language?: 'fr') {
  return renderWithTheme(
    <Carousel label="Featured products" {...props}>
      {products.map((name) => (
        <Carousel.Slide key={name}>{name}</Carousel.Slide>
      ))}
    </Carousel>,
    { language },
  );
}

describe('Carousel', () => {
  it('is a labelled carousel region whose slides say where they are', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Featured products' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(region).getAllByRole('group', { name: /of 3$/ });
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(slides[1]).toHaveAttribute('aria-roledescription', 'slide');
    expect(slides[1]).toHaveTextContent('Nimbus Shoes');
  });

  it('speaks the current language', () => {
    renderCarousel({}, 'fr');
    expect(screen.getByRole('region')).toHaveAttribute('aria-roledescription', 'carrousel');
    expect(screen.getByRole('group', { name: '2 sur 3' })).toBeInTheDocument();
  });

  it('announces slide changes politely and has no rotation button unless it autoplays', () => {
    renderCarousel();
    expect(screen.getAllByRole('group', { name: /of 3$/ })[0]?.parentElement).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(screen.queryByRole('button', { name: /automatic slide show/ })).toBeNull();
  });

  it('autoplays silently, and stops on hover and when the user pauses it', async () => {
    const user = userEvent.setup();
    renderCarousel({ autoplay: true });
    const region = screen.getByRole('region');
    const live = screen.getAllByRole('group', { name: /of 3$/ })[0]?.parentElement;
    expect(live).toHaveAttribute('aria-live', 'off');

    fireEvent.pointerEnter(region);
    expect(live).toHaveAttribute('aria-live', 'polite');
    fireEvent.pointerLeave(region);
    expect(live).toHaveAttribute('aria-live', 'off');

    // Focus and hover pause too; leaving again resumes unless the user pressed pause.
    await user.click(screen.getByRole('button', { name: 'Pause automatic slide show' }));
    const start = screen.getByRole('button', { name: 'Start automatic slide show' });
    fireEvent.focusOut(start);
    fireEvent.pointerLeave(region);
    expect(live).toHaveAttribute('aria-live', 'polite');
    await user.click(start);
    fireEvent.focusOut(screen.getByRole('button', { name: 'Pause automatic slide show' }));
    fireEvent.pointerLeave(region);
    expect(live).toHaveAttribute('aria-live', 'off');
  });

  it('does not autoplay when motion is off', () => {
    document.documentElement.dataset.motion = 'off';
    try {
      renderCarousel({ autoplay: true });
      expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
    } finally {
      delete document.documentElement.dataset.motion;
    }
  });

  it('passes className and extra attributes to the region', () => {
    renderCarousel({ className: 'promo', id: 'spring' });
    const region = screen.getByRole('region');
    expect(region).toHaveClass('promo');
    expect(region).toHaveAttribute('id', 'spring');
    // Keyboard users reach the region itself to move it with the arrow keys.
    expect(region).toHaveAttribute('tabindex', '0');
  });

  it('lets other key handlers run first', () => {
    const onKeyDown = vi.fn();
    renderCarousel({ onKeyDown });
    act(() => {
      fireEvent.keyDown(screen.getByRole('region'), { key: 'ArrowRight' });
    });
    expect(onKeyDown).toHaveBeenCalledTimes(1);
  });
});
