import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { Badge } from './badge.tsx';

describe('Badge', () => {
  it('shows the count and says it in words', () => {
    renderWithTheme(
      <Badge count={5}>
        <span>Inbox</span>
      </Badge>,
    );
    expect(screen.getByText('5')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('5 new')).toBeInTheDocument();
  });

  it('caps the number at max', () => {
    renderWithTheme(<Badge count={150} max={99} />, { language: 'de' });
    expect(screen.getByText('99+')).toBeInTheDocument();
    expect(screen.getByText('mehr als 99 neu')).toBeInTheDocument();
  });

  it('disappears at zero unless showZero', () => {
    const { rerender } = renderWithTheme(<Badge count={0} label="Nothing" />);
    expect(screen.queryByText('Nothing')).not.toBeInTheDocument();
    rerender(<Badge count={0} showZero label="Nothing" />);
    expect(screen.getByText('Nothing')).toBeInTheDocument();
    expect(screen.getByText('0')).toBeInTheDocument();
  });

  it('says nothing with an empty label, for a child whose name already holds the count', () => {
    const { container } = renderWithTheme(
      <Badge count={4} label="">
        <button type="button">Notifications, 4 unread</button>
      </Badge>,
    );
    expect(screen.getByText('4')).toHaveAttribute('aria-hidden', 'true');
    expect(container).toHaveTextContent(/^Notifications, 4 unread4$/);
  });

  it('is silent when invisible', () => {
    renderWithTheme(<Badge dot invisible label="New" />);
    expect(screen.queryByText('New')).not.toBeInTheDocument();
  });
});
