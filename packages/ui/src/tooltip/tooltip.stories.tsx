import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';

import { Button } from '../button/button.tsx';
import { RowOf, frame } from '../test/story-layout.tsx';
import { page as body, placementArgTypes, playOverlay } from '../test/story-overlay.ts';
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
    side: placementArgTypes.side,
    children: { control: false },
  },
  // Room for the tooltip inside the screenshot.
  decorators: [frame({ padding: '56px 120px' })],
} satisfies Meta<typeof Tooltip>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: playOverlay({
    trigger: 'Export',
    role: 'tooltip',
    open: (button) => userEvent.hover(button),
    whileOpen: async (tooltip, { trigger: button }) => {
      await expect(tooltip).toHaveTextContent('Export the current view as CSV');
      await expect(button).toHaveAccessibleDescription('Export the current view as CSV');
    },
    // The content is hoverable (WCAG 1.4.13), so leaving the trigger alone may not close it;
    // Escape always does. Hovering never moved focus, so none returns.
    focusReturns: false,
  }),
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
    <RowOf
      values={['top', 'right', 'bottom', 'left'] as const}
      render={(side) => (
        <Tooltip {...args} side={side} content={`Shown on the ${side}`}>
          <Button variant="tonal">{side}</Button>
        </Tooltip>
      )}
    />
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
