import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { Flag } from './flag.tsx';

describe('Flag', () => {
  it('is an image with the size and alternative text it is given', () => {
    renderWithTheme(<Flag src="/flags/fr.svg" alt="France" width={22} height={16} />);
    const img = screen.getByRole('img', { name: 'France' });
    expect(img).toHaveAttribute('src', '/flags/fr.svg');
    expect(img).toHaveAttribute('height', '16');
  });

  it('is decorative beside the country name', () => {
    const { container } = renderWithTheme(<Flag src="/flags/fr.svg" alt="" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });
});
