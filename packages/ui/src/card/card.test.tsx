import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { Card } from './card.tsx';

describe('Card', () => {
  it('composes header, content and actions, labelled by its title', () => {
    renderWithTheme(
      <Card as="section" aria-labelledby="t">
        <Card.Header
          titleId="t"
          title="Orders"
          subtitle="Today"
          action={<button type="button">Menu</button>}
        />
        <Card.Content>Body</Card.Content>
        <Card.Actions>
          <button type="button">Open</button>
        </Card.Actions>
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByText('Today')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
  });

  it('honours the heading level and variant', () => {
    renderWithTheme(
      <Card variant="outlined" data-testid="card">
        <Card.Header title="Nested" headingLevel={4} />
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 4, name: 'Nested' })).toBeInTheDocument();
    expect(screen.getByTestId('card')).toHaveAttribute('data-variant', 'outlined');
  });
});
