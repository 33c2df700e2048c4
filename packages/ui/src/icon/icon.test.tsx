import { screen } from '@testing-library/react';
import { IconChevronRight, IconShoppingCart } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { Icon } from './icon.tsx';

describe('Icon', () => {
  it('is hidden from assistive technology without a label', () => {
    renderWithTheme(<Icon icon={IconShoppingCart} data-testid="icon" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByTestId('icon')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is an image with a name when labelled', () => {
    renderWithTheme(<Icon icon={IconShoppingCart} label="Cart" />);
    expect(screen.getByRole('img', { name: 'Cart' })).toBeInTheDocument();
  });

  it('maps named and numeric sizes to pixels', () => {
    const { rerender } = renderWithTheme(<Icon icon={IconShoppingCart} size="sm" label="Cart" />);
    expect(screen.getByRole('img')).toHaveAttribute('width', '16');
    rerender(<Icon icon={IconShoppingCart} size={40} label="Cart" />);
    expect(screen.getByRole('img')).toHaveAttribute('height', '40');
  });

  it('marks pointing icons to mirror in right-to-left pages', () => {
    renderWithTheme(<Icon icon={IconChevronRight} label="Next" mirrorInRtl className="extra" />);
    const icon = screen.getByRole('img', { name: 'Next' });
    expect(icon).toHaveClass('at-mirror-rtl');
    expect(icon).toHaveClass('extra');
  });
});
