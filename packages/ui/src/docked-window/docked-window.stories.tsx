import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Button } from '../button/button.tsx';
import { TextField } from '../text-field/text-field.tsx';
import { frame } from '../test/story-layout.tsx';
import { DockedWindow, type DockedWindowProps } from './docked-window.tsx';

/** The window with its minimised state held, as a page holds it. */
function Docked(props: DockedWindowProps) {
  const [minimized, setMinimized] = useState(props.minimized);
  return (
    <DockedWindow
      {...props}
      minimized={minimized}
      onMinimizedChange={(next) => {
        setMinimized(next);
        props.onMinimizedChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Overlay/DockedWindow',
  component: DockedWindow,
  render: (args) => <Docked {...args} />,
  args: {
    title: 'New message',
    minimized: false,
    onMinimizedChange: fn(),
    onClose: fn(),
    footer: (
      <>
        <Button>Send</Button>
        <Button variant="text" color="secondary">
          Discard
        </Button>
      </>
    ),
    children: (
      <div style={{ display: 'grid', gap: 12 }}>
        <TextField label="To" defaultValue="amelia.chen@example.com" />
        <TextField label="Subject" defaultValue="Spring catalogue" />
      </div>
    ),
  },
  argTypes: { footer: { control: false }, children: { control: false } },
  // Fixed to the bottom end corner of the screen: the frame fills the test viewport.
  decorators: [frame({ minInlineSize: 992, minBlockSize: 736 })],
} satisfies Meta<typeof DockedWindow>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const window = canvas.getByRole('dialog');
    await expect(window).toHaveAttribute('aria-modal', 'false');
    const subject = canvas.getAllByRole('textbox')[1];
    if (!subject) throw new Error('no subject field');
    await userEvent.type(subject, ' 2027');
    const [minimize] = within(window).getAllByRole('button', { expanded: true });
    if (!minimize) throw new Error('no minimise button');
    await userEvent.click(minimize);
    await expect(args.onMinimizedChange).toHaveBeenLastCalledWith(true);
    await expect(subject).not.toBeVisible();
    await userEvent.click(within(window).getByRole('button', { expanded: false }));
    // Minimising keeps what was typed.
    await expect(subject).toHaveValue('Spring catalogue 2027');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Minimized: Story = {
  args: { minimized: true, title: 'Spring catalogue' },
  play: async ({ canvasElement }) => {
    const window = within(canvasElement).getByRole('dialog');
    await expect(within(window).queryByRole('textbox')).toBeNull();
  },
};

export const LongTitle: Story = {
  args: {
    title: 'Re: Re: Fwd: The spring catalogue, the supplier’s new prices and the shipping dates',
  },
};
