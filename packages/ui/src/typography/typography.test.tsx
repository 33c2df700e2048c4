import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { Typography } from './typography.tsx';

describe('Typography', () => {
  it('renders the semantic element of its variant', () => {
    renderWithTheme(<Typography variant="h3">Revenue</Typography>);
    expect(screen.getByRole('heading', { level: 3, name: 'Revenue' })).toBeInTheDocument();
  });

  it('lets `as` override the element while keeping the style', () => {
    renderWithTheme(
      <Typography variant="h1" as="p">
        Big paragraph
      </Typography>,
    );
    const el = screen.getByText('Big paragraph');
    expect(el.tagName).toBe('P');
    expect(el).toHaveAttribute('data-variant', 'h1');
  });

  it('passes native attributes through to the element', () => {
    renderWithTheme(
      <Typography variant="caption" id="hint" title="More">
        Hint
      </Typography>,
    );
    expect(screen.getByText('Hint')).toHaveAttribute('id', 'hint');
    expect(screen.getByText('Hint').tagName).toBe('SPAN');
  });
});
