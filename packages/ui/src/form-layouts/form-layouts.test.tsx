import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import * as stories from './form-layouts.stories.tsx';

const { MultiColumn, CollapsibleSections } = composeStories(stories);

describe('Form layouts', () => {
  it('keep every field labelled in a multi-column form', () => {
    renderWithTheme(<MultiColumn />);
    const form = screen.getByRole('form', { name: 'Shipping address' });
    expect(form).toBeInTheDocument();
    for (const name of ['First name', 'Last name', 'Street address', 'Postal code', 'City']) {
      expect(screen.getByRole('textbox', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveTextContent('France');
  });

  it('start collapsed sections closed', () => {
    renderWithTheme(<CollapsibleSections />);
    expect(screen.getByText('Search engine listing').closest('details')).not.toHaveAttribute(
      'open',
    );
  });
});
