import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { Rating } from './rating.tsx';

describe('Rating', () => {
  it('is a radio group of translated star counts', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithTheme(<Rating label="Quality" onValueChange={onValueChange} />, { language: 'fr' });
    expect(screen.getByRole('radiogroup', { name: 'Quality' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '4 étoiles' }));
    expect(onValueChange).toHaveBeenCalledWith({ value: 4 });
    expect(screen.getByRole('radio', { name: '4 étoiles' })).toBeChecked();
  });

  it('offers half steps', () => {
    renderWithTheme(<Rating label="Quality" allowHalf defaultValue={2.5} />);
    expect(screen.getAllByRole('radio')).toHaveLength(10);
    expect(screen.getByRole('radio', { name: '2.5 stars' })).toBeChecked();
  });

  it('is an image with a spoken value when read-only', () => {
    renderWithTheme(<Rating label="Average" readOnly defaultValue={4} />);
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});
