import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import '../test/dom-shims.ts';

import { Button } from '../button/button.tsx';
import { renderWithTheme } from '../test/render.tsx';
import { Drawer } from './drawer.tsx';

describe('Drawer', () => {
  it('opens from its trigger with a title, body and footer', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <Drawer
        trigger={<Button>Filters</Button>}
        title="Filter orders"
        side="start"
        size="lg"
        footer={<Button>Apply</Button>}
      >
        Status
      </Drawer>,
    );
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = screen.getByRole('dialog', { name: 'Filter orders' });
    expect(drawer).toHaveAttribute('data-side', 'start');
    expect(drawer).toHaveAttribute('data-size', 'lg');
    expect(within(drawer).getByRole('button', { name: 'Apply' })).toBeInTheDocument();
  });

  it('closes with its translated close button and returns focus', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Drawer trigger={<Button>Filters</Button>} title="Filter orders" />, {
      language: 'ar',
    });
    const trigger = screen.getByRole('button', { name: 'Filters' });
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'إغلاق' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Drawer defaultOpen title="Order #10245" />);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
