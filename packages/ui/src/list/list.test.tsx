import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { List } from './list.tsx';

describe('List', () => {
  it('renders rows with a second line and an end action', () => {
    renderWithTheme(
      <List aria-label="Customers">
        <List.Item secondary="olivia@example.com" action={<button type="button">Edit</button>}>
          Olivia
        </List.Item>
      </List>,
    );
    expect(screen.getByRole('list', { name: 'Customers' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Olivia');
    expect(screen.getByText('olivia@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('makes a row a button with onClick', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <List>
        <List.Item onClick={onClick}>Order #1042</List.Item>
      </List>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Order #1042' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('is a listbox with arrow keys and Enter when selectable', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(
      <List selectable aria-label="Warehouse" onValueChange={onValueChange}>
        <List.Item value="a">Paris</List.Item>
        <List.Item value="b" disabled>
          Berlin
        </List.Item>
        <List.Item value="c">Lyon</List.Item>
      </List>,
    );
    expect(screen.getByRole('listbox', { name: 'Warehouse' })).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('option', { name: 'Paris' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Lyon' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith({ value: 'c' });
    expect(screen.getByRole('option', { name: 'Lyon' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('option', { name: 'Berlin' }));
    expect(onValueChange).toHaveBeenCalledTimes(1);
  });
});
