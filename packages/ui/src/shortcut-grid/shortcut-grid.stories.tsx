import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconCalendar, IconFileDollar, IconLayoutGrid, IconUsers } from '@tabler/icons-react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';

import { IconButton } from '../icon-button/icon-button.tsx';
import { ShortcutGrid } from './shortcut-grid.tsx';

const meta = {
  title: 'UI/Overlay/ShortcutGrid',
  component: ShortcutGrid,
  args: {
    trigger: (
      <IconButton label="Shortcuts" variant="text" color="secondary" shape="round">
        <IconLayoutGrid size={22} />
      </IconButton>
    ),
    title: 'Shortcuts',
    items: [
      {
        id: 'calendar',
        title: 'Calendar',
        subtitle: 'Appointments',
        icon: <IconCalendar size={22} />,
      },
      {
        id: 'invoices',
        title: 'Invoices',
        subtitle: 'Manage accounts',
        icon: <IconFileDollar size={22} />,
      },
      { id: 'users', title: 'Users', subtitle: 'Manage users', icon: <IconUsers size={22} /> },
    ],
    onSelect: fn(),
    defaultOpen: true,
  },
  parameters: { layout: 'centered' },
  decorators: [(Story) => <div style={{ minBlockSize: 380, paddingBlockStart: 8 }}>{Story()}</div>],
} satisfies Meta<typeof ShortcutGrid>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args }) => {
    const menu = await screen.findByRole('menu');
    const [first] = within(menu).getAllByRole('menuitem');
    if (!first) throw new Error('no tile');
    await userEvent.click(first);
    await expect(args.onSelect).toHaveBeenCalledWith({ id: 'calendar' });
  },
};
