import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { CommandPalette, type CommandPaletteGroup } from './command-palette.tsx';

const groups: CommandPaletteGroup[] = [
  {
    id: 'dashboards',
    label: 'Dashboards',
    items: [
      { id: 'analytics', label: 'Analytics' },
      { id: 'crm', label: 'CRM' },
    ],
  },
  { id: 'apps', label: 'Apps', items: [{ id: 'mail', label: 'Email', description: 'Inbox' }] },
];

function Harness({
  onSelect,
  initial = groups,
}: {
  onSelect: (e: { item: { id: string } }) => void;
  initial?: CommandPaletteGroup[];
}) {
  const [query, setQuery] = useState('');
  return (
    <CommandPalette
      query={query}
      onQueryChange={({ query: q }) => setQuery(q)}
      groups={initial}
      onSelect={onSelect}
      inputLabel="Search"
      status="Nothing found"
    />
  );
}

/** The ids of the items `onSelect` was called with, in order. */
const chosenIds = (fn: ReturnType<typeof vi.fn>) =>
  fn.mock.calls.map(([event]) => (event as { item: { id: string } }).item.id);

const activeOption = () => {
  const input = screen.getByRole('combobox', { name: 'Search' });
  const id = input.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

describe('CommandPalette', () => {
  it('groups options under named groups in a listbox the input controls', () => {
    renderWithTheme(<Harness onSelect={vi.fn()} />);
    const input = screen.getByRole('combobox', { name: 'Search' });
    const listbox = screen.getByRole('listbox', { name: 'Search' });
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(screen.getByRole('group', { name: 'Dashboards' })).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });

  it('moves the active option with the arrows, wrapping, and chooses it with Enter', async () => {
    const onSelect = vi.fn();
    renderWithTheme(<Harness onSelect={onSelect} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox'));
    expect(activeOption()).toHaveTextContent('Analytics');
    expect(activeOption()).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption()).toHaveTextContent('Email');
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toHaveTextContent('Analytics');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(chosenIds(onSelect)).toEqual(['mail']);
  });

  it('chooses an option on click', async () => {
    const onSelect = vi.fn();
    renderWithTheme(<Harness onSelect={onSelect} />);
    await userEvent.setup().click(screen.getByRole('option', { name: /CRM/ }));
    expect(chosenIds(onSelect)).toEqual(['crm']);
  });

  it('shows the status and no active option when there are no options', async () => {
    const onSelect = vi.fn();
    renderWithTheme(<Harness onSelect={onSelect} initial={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent('Nothing found');
    const input = screen.getByRole('combobox');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    await userEvent.setup().type(input, 'x{Enter}');
    expect(onSelect).not.toHaveBeenCalled();
  });
});
