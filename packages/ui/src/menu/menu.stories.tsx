import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  IconArchive,
  IconCopy,
  IconDots,
  IconEdit,
  IconFolderShare,
  IconPrinter,
  IconTrash,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '../button/button.tsx';
import { IconButton } from '../icon-button/icon-button.tsx';
import { frame } from '../test/story-layout.tsx';
import {
  expectClosed,
  expectEscapeCloses,
  openOverlay,
  page,
  placementArgTypes,
  playOverlay,
} from '../test/story-overlay.ts';
import { Menu } from './menu.tsx';

const onSelect = fn<(action: string) => void>();

const meta = {
  title: 'UI/Overlay/Menu',
  component: Menu,
  args: {
    trigger: <Button variant="outlined">Order actions</Button>,
    align: 'start',
    children: null,
  },
  argTypes: {
    ...placementArgTypes,
    trigger: { control: false },
    children: { control: false },
  },
  decorators: [frame({ minBlockSize: 360 })],
  render: (args) => (
    <Menu {...args}>
      <Menu.Item icon={<IconEdit size={18} />} shortcut="⌘E" onSelect={() => onSelect('edit')}>
        Edit order
      </Menu.Item>
      <Menu.Item icon={<IconCopy size={18} />} shortcut="⌘D" onSelect={() => onSelect('duplicate')}>
        Duplicate
      </Menu.Item>
      <Menu.Item icon={<IconPrinter size={18} />} disabled>
        Print packing slip
      </Menu.Item>
      <Menu.Sub label="Move to" icon={<IconFolderShare size={18} />}>
        <Menu.Item onSelect={() => onSelect('processing')}>Processing</Menu.Item>
        <Menu.Item onSelect={() => onSelect('on-hold')}>On hold</Menu.Item>
        <Menu.Sub label="Shipping" icon={<IconTruckDelivery size={18} />}>
          <Menu.Item onSelect={() => onSelect('express')}>Express</Menu.Item>
          <Menu.Item onSelect={() => onSelect('standard')}>Standard</Menu.Item>
        </Menu.Sub>
      </Menu.Sub>
      <Menu.Separator />
      <Menu.Item icon={<IconArchive size={18} />} onSelect={() => onSelect('archive')}>
        Archive
      </Menu.Item>
      <Menu.Item
        icon={<IconTrash size={18} />}
        destructive
        shortcut="⌫"
        onSelect={() => onSelect('delete')}
      >
        Delete
      </Menu.Item>
    </Menu>
  ),
} satisfies Meta<typeof Menu>;
export default meta;

type Story = StoryObj<typeof meta>;

const orderActions = { trigger: 'Order actions', role: 'menu' } as const;

export const Playground: Story = {
  play: async (context) => {
    onSelect.mockClear();
    const { trigger, overlay: menu } = await openOverlay(context, orderActions);
    await userEvent.click(within(menu).getByRole('menuitem', { name: /Duplicate/ }));
    await expect(onSelect).toHaveBeenCalledWith('duplicate');
    await expectClosed(context.canvasElement, 'menu');
    await expect(trigger).toHaveFocus();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    onSelect.mockClear();
    const trigger = canvas.getByRole('button', { name: 'Order actions' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await page(canvasElement).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: /Edit order/ })).toHaveFocus();
    // The disabled item is skipped on the way down.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Move to' })).toHaveFocus();
    // The sub-menu opens toward the inline end: ArrowRight in LTR, ArrowLeft in RTL.
    const rtl = canvasElement.ownerDocument.documentElement.dir === 'rtl';
    await userEvent.keyboard(rtl ? '{ArrowLeft}' : '{ArrowRight}');
    const menus = await page(canvasElement).findAllByRole('menu');
    await expect(menus).toHaveLength(2);
    await waitFor(() =>
      expect(page(canvasElement).getByRole('menuitem', { name: 'Processing' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(onSelect).toHaveBeenCalledWith('processing');
    await expectClosed(canvasElement, 'menu');
  },
};

export const EscapeCloses: Story = { play: playOverlay(orderActions) };

export const Open: Story = { args: { defaultOpen: true, modal: false } };

export const DestructiveAndDisabled: Story = {
  args: { defaultOpen: true, modal: false },
  play: async ({ canvasElement }) => {
    const menu = await page(canvasElement).findByRole('menu');
    await expect(
      within(menu).getByRole('menuitem', { name: /Print packing slip/ }),
    ).toHaveAttribute('aria-disabled', 'true');
    await expect(within(menu).getByRole('menuitem', { name: /Delete/ })).toHaveAttribute(
      'data-color',
      'error',
    );
  },
};

function ColumnsMenu(props: Partial<Parameters<typeof Menu>[0]>) {
  const [columns, setColumns] = useState({ customer: true, total: true, channel: false });
  const [density, setDensity] = useState('comfortable');
  return (
    <Menu
      {...props}
      trigger={
        <IconButton label="Table settings" variant="outlined">
          <IconDots size={20} />
        </IconButton>
      }
    >
      <Menu.Label>Columns</Menu.Label>
      {(Object.keys(columns) as (keyof typeof columns)[]).map((key) => (
        <Menu.CheckboxItem
          key={key}
          checked={columns[key]}
          onCheckedChange={(checked) => setColumns((c) => ({ ...c, [key]: checked }))}
          // Keep the menu open so several columns can be toggled in a row.
          onSelect={(event) => event.preventDefault()}
        >
          {key[0]?.toUpperCase() + key.slice(1)}
        </Menu.CheckboxItem>
      ))}
      <Menu.Separator />
      <Menu.Label>Density</Menu.Label>
      <Menu.RadioGroup value={density} onValueChange={setDensity}>
        <Menu.RadioItem value="comfortable">Comfortable</Menu.RadioItem>
        <Menu.RadioItem value="compact">Compact</Menu.RadioItem>
      </Menu.RadioGroup>
    </Menu>
  );
}

export const CheckableItems: Story = {
  render: (args) => <ColumnsMenu align={args.align} />,
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const { overlay: menu } = await openOverlay(context, {
      trigger: 'Table settings',
      role: 'menu',
    });
    const channel = within(menu).getByRole('menuitemcheckbox', { name: 'Channel' });
    await expect(channel).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(channel);
    await expect(channel).toHaveAttribute('aria-checked', 'true');
    const compact = within(menu).getByRole('menuitemradio', { name: 'Compact' });
    await userEvent.click(compact);
    await userEvent.click(canvas.getByRole('button', { name: 'Table settings' }));
    await expect(
      await page(canvasElement).findByRole('menuitemradio', { name: 'Compact' }),
    ).toHaveAttribute('aria-checked', 'true');
    await expectEscapeCloses(canvasElement, 'menu');
  },
};

export const CheckableOpen: Story = {
  render: (args) => <ColumnsMenu align={args.align} defaultOpen modal={false} />,
};
