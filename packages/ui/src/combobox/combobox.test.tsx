import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { Combobox } from './combobox.tsx';

const options = [
  { value: 'fr', label: 'France' },
  { value: 'fi', label: 'Finland' },
  { value: 'de', label: 'Germany' },
];

describe('Combobox', () => {
  it('filters case-insensitively and picks with the keyboard', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithTheme(<Combobox label="Country" options={options} onValueChange={onValueChange} />);
    const input = screen.getByRole('combobox', { name: 'Country' });
    await user.type(input, 'F');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['France', 'Finland']);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenCalledWith({ value: 'fi' });
    expect(input).toHaveValue('Finland');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('says "No results" in the current language', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Combobox label="Country" options={options} />, { language: 'fr' });
    await user.type(screen.getByRole('combobox'), 'zz');
    expect(screen.getByRole('status')).toHaveTextContent('Aucun résultat');
  });

  it('debounces loadOptions and shows loading until the answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const loadOptions = vi.fn((q: string) =>
      Promise.resolve(options.filter((o) => o.label.toLowerCase().includes(q))),
    );
    renderWithTheme(<Combobox label="Country" loadOptions={loadOptions} debounceMs={300} />);
    await user.type(screen.getByRole('combobox'), 'ger');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await act(() => vi.advanceTimersByTimeAsync(350));
    expect(loadOptions).toHaveBeenCalledTimes(1);
    expect(loadOptions).toHaveBeenCalledWith('ger');
    expect(screen.getByRole('option', { name: 'Germany' })).toBeInTheDocument();
    vi.useRealTimers();
  });

  it('offers to create a value that does not exist', async () => {
    const user = userEvent.setup();
    const onCreate = vi.fn();
    renderWithTheme(<Combobox label="Tag" options={options} creatable onCreate={onCreate} />);
    await user.type(screen.getByRole('combobox'), 'Eco');
    await user.click(screen.getByRole('option', { name: 'Add “Eco”' }));
    expect(onCreate).toHaveBeenCalledWith({ label: 'Eco' });
  });
});
