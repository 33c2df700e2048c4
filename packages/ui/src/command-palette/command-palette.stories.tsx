import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconChartLine, IconMail, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';

import { Card } from '../card/card.tsx';
import { Kbd } from '../kbd/kbd.tsx';
import { CommandPalette, type CommandPaletteGroup } from './command-palette.tsx';

const groups: CommandPaletteGroup[] = [
  {
    id: 'dashboards',
    label: 'Dashboards',
    items: [
      { id: 'analytics', label: 'Analytics', icon: <IconChartLine size={20} /> },
      { id: 'crm', label: 'CRM', icon: <IconChartLine size={20} /> },
    ],
  },
  {
    id: 'apps',
    label: 'Apps',
    items: [
      {
        id: 'mail',
        label: 'Email',
        description: 'Inbox, sent, drafts',
        icon: <IconMail size={20} />,
      },
      { id: 'users', label: 'Users', icon: <IconUsers size={20} /> },
    ],
  },
];

const meta = {
  title: 'UI/Navigation/CommandPalette',
  component: CommandPalette,
  args: {
    query: '',
    onQueryChange: fn(),
    onSelect: fn(),
    groups,
    inputLabel: 'Search',
    placeholder: 'Search pages',
    status: 'No results',
  },
  decorators: [(Story) => <Card style={{ maxInlineSize: 560 }}>{Story()}</Card>],
  render: function Render(args) {
    const [query, setQuery] = useState(args.query);
    return (
      <CommandPalette
        {...args}
        query={query}
        onQueryChange={(event) => {
          setQuery(event.query);
          args.onQueryChange(event);
        }}
      />
    );
  },
} satisfies Meta<typeof CommandPalette>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Arrows move the active option; Enter chooses it. */
export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const active = document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    await expect(active).toHaveAttribute('data-item-id', 'mail');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith({ item: groups[1]?.items[0] });
  },
};

export const WithFooter: Story = {
  args: {
    footer: (
      <>
        <span>
          <Kbd keys={['↑', '↓']} separator=" " size="sm" /> Navigate
        </span>
        <span>
          <Kbd size="sm">Enter</Kbd> Open
        </span>
      </>
    ),
  },
};

export const Loading: Story = { args: { loading: true, groups: [], status: 'Searching…' } };

export const Empty: Story = {
  args: { groups: [], query: 'zzz' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  },
};
