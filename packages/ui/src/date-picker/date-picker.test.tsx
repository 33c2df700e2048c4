import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { DatePicker } from './date-picker.tsx';

describe('DatePicker', () => {
  it('shows the value in the language order and parses typed dates', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithTheme(
      <DatePicker label="Date" defaultValue="2026-03-18" onValueChange={onValueChange} />,
      { language: 'de' },
    );
    const input = screen.getByRole('textbox', { name: 'Date' });
    expect(input).toHaveValue('18.03.2026');
    await user.clear(input);
    await user.type(input, '1.4.2026{Enter}');
    expect(onValueChange).toHaveBeenCalledWith({ value: '2026-04-01' });
  });

  it('opens a calendar with localized weekdays starting on Monday in French', async () => {
    const user = userEvent.setup();
    renderWithTheme(<DatePicker label="Date" defaultValue="2026-03-18" />, { language: 'fr' });
    await user.click(screen.getByRole('button', { name: 'Choisir une date' }));
    const grid = screen.getByRole('grid', { name: 'mars 2026' });
    expect(within(grid).getAllByRole('columnheader')[0]).toHaveAttribute('abbr', 'lundi');
    expect(within(grid).getByRole('gridcell', { selected: true })).toHaveAccessibleName(
      'mercredi 18 mars 2026',
    );
  });

  it('flags typed text that is not a date', async () => {
    const user = userEvent.setup();
    renderWithTheme(<DatePicker label="Date" />);
    await user.type(screen.getByRole('textbox'), 'tomorrow');
    await user.tab();
    expect(screen.getByRole('textbox')).toHaveAccessibleErrorMessage('Enter a valid date');
  });
});
