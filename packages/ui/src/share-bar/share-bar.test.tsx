import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { ShareBar } from './share-bar.tsx';

const parts = [
  { id: 'road', share: 0.64, text: '64%', color: 'primary' },
  { id: 'dock', share: 0.2, text: '20%', color: 'success' },
  { id: 'bay', share: 0.06, text: '6%', color: 'info' },
  { id: 'idle', share: 0, text: '0%', color: 'warning' },
] as const;

describe('ShareBar', () => {
  it('is one picture named by its label, a part per non-empty share, as wide as its share', () => {
    const { container } = renderWithTheme(<ShareBar parts={parts} label="Fleet by state" />);
    expect(screen.getByRole('img', { name: 'Fleet by state' })).toBeInTheDocument();
    const drawn = container.querySelectorAll('[data-part]');
    expect([...drawn].map((p) => p.getAttribute('data-part'))).toEqual(['road', 'dock', 'bay']);
    expect((drawn[0] as HTMLElement).style.flexGrow).toBe('0.64');
  });

  it('writes the share in the parts wide enough for it', () => {
    const { container } = renderWithTheme(<ShareBar parts={parts} label="Fleet" />);
    expect(container.querySelector('[data-part="road"]')).toHaveTextContent('64%');
    expect(container.querySelector('[data-part="bay"]')).toHaveTextContent('');
  });
});
