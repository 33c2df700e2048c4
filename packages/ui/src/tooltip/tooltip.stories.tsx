import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '../button/button.tsx';
import { Tooltip } from './tooltip.tsx';

const meta = {
  title: 'UI/Overlay/Tooltip',
  component: Tooltip,
  args: {
    content: 'Export the current view as CSV',
    children: <Button variant="outlined">Export</Button>,
    side: 'top',
    delay: 400,
  },
  argTypes: {
    side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] },
    children: { control: false },
  },
  // Room for the tooltip inside the screenshot.
  decorators: [
    (Story) => (
      <div style={{ padding: '56px 120px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;
export default meta;

type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Export' });
    await userEvent.hover(button);
    const tooltip = await body(canvasElement).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Export the current view as CSV');
    await expect(button).toHaveAccessibleDescription('Export the current view as CSV');
    // The content is hoverable (WCAG 1.4.13), so leaving the trigger alone may not close it;
    // Escape always does.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('tooltip')).toBeNull());
  },
};

export const OnFocus: Story = {
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Export' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(await body(canvasElement).findByRole('tooltip')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(body(canvasElement).queryByRole('tooltip')).toBeNull();
  },
};

export const Sides: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      {(['top', 'right', 'bottom', 'left'] as const).map((side) => (
        <Tooltip key={side} {...args} side={side} content={`Shown on the ${side}`}>
          <Button variant="tonal">{side}</Button>
        </Tooltip>
      ))}
    </div>
  ),
};

export const Open: Story = {
  args: { defaultOpen: true, content: 'Orders shipped in the last 24 hours' },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('tooltip')).toHaveTextContent(
      'Orders shipped in the last 24 hours',
    );
  },
};

export const NoArrow: Story = {
  args: { defaultOpen: true, arrow: false, side: 'bottom' },
};

export const DisabledTrigger: Story = {
  args: {
    content: 'Refunds need the manager role',
    children: (
      <button type="button" disabled>
        Refund order
      </button>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    const wrapper = canvas.getByRole('button', { name: 'Refund order' }).parentElement;
    await expect(wrapper).toHaveFocus();
    await expect(await body(canvasElement).findByRole('tooltip')).toHaveTextContent(
      'Refunds need the manager role',
    );
  },
};
