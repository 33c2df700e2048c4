import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Button } from '../button/button.tsx';
import { Typography } from '../typography/typography.tsx';
import { Lanes, type LaneItemProps, type LaneListProps, type LaneProps } from './lanes.tsx';

interface LaneSpec {
  title: string;
  items: string[];
  lane?: LaneProps;
  list?: LaneListProps;
  /** Drag states of items, by their index. */
  itemStates?: Record<number, LaneItemProps>;
}

const pipeline: LaneSpec[] = [
  { title: 'To pack', items: ['Order #1042', 'Order #1043', 'Order #1047'] },
  { title: 'Packed', items: ['Order #1039', 'Order #1040'] },
  { title: 'Shipped', items: ['Order #1031', 'Order #1033', 'Order #1035', 'Order #1036'] },
  { title: 'Delivered', items: [] },
];

/** Lanes drawn from `specs`: each a titled section holding its list. */
const renderLanes = (specs: LaneSpec[]) => (
  <Lanes role="group" aria-label="Order pipeline">
    {specs.map(({ title, items, lane, list, itemStates }) => (
      <Lanes.Lane key={title} aria-label={title} {...lane}>
        <Typography variant="h6" as="h2">
          {title}
        </Typography>
        <Lanes.List aria-label={`${title} orders`} {...list}>
          {items.map((item, index) => (
            <Lanes.Item key={item} {...itemStates?.[index]}>
              {/* Lanes hold things to act on (a card opens, moves): reachable by Tab as they scroll. */}
              <Button variant="text" size="sm" color="secondary">
                {item}
              </Button>
            </Lanes.Item>
          ))}
        </Lanes.List>
      </Lanes.Lane>
    ))}
  </Lanes>
);

const meta = {
  title: 'UI/Layout/Lanes',
  component: Lanes,
  decorators: [(Story) => <div style={{ maxInlineSize: 960 }}>{Story()}</div>],
} satisfies Meta<typeof Lanes>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * What a drag dims is the thing's ghost, left in place while the pointer carries it: faint on
 * purpose, for the moment of the drag. The contrast check skips it; the rest of the page is checked.
 */
const ghostsUnchecked = { a11y: { context: { exclude: ['[data-dragging]'] } } };

/** Columns side by side, each a section with its list; an empty lane keeps its width. */
export const Pipeline: Story = {
  render: () => renderLanes(pipeline),
  play: async ({ canvas }) => {
    const shipped = canvas.getByRole('region', { name: 'Shipped' });
    await expect(shipped.tagName).toBe('SECTION');
    await expect(canvas.getByRole('list', { name: 'Shipped orders' }).children).toHaveLength(4);
    await expect(canvas.getByRole('list', { name: 'Delivered orders' }).children).toHaveLength(0);
  },
};

/**
 * A drag under way: the item being dragged dims in place, the lane it hovers is marked as the
 * target, and a line shows where it would land. Another item is lifted from the keyboard.
 */
export const DragStates: Story = {
  parameters: ghostsUnchecked,
  render: () =>
    renderLanes([
      { ...pipeline[0]!, itemStates: { 1: { dragging: true } } },
      {
        ...pipeline[1]!,
        lane: { dropTarget: true },
        list: { dropTarget: true },
        itemStates: { 0: { drop: 'after' } },
      },
      { ...pipeline[2]!, itemStates: { 2: { lifted: true } } },
      pipeline[3]!,
    ]),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Order #1043' }).closest('li')).toHaveAttribute(
      'data-dragging',
    );
    await expect(canvas.getByRole('region', { name: 'Packed' })).toHaveAttribute(
      'data-drop-target',
    );
    await expect(canvas.getByRole('button', { name: 'Order #1039' }).closest('li')).toHaveAttribute(
      'data-drop',
      'after',
    );
    await expect(canvas.getByRole('button', { name: 'Order #1035' }).closest('li')).toHaveAttribute(
      'data-lifted',
    );
  },
};

/** A lane lifted from the keyboard, and another dragged with the pointer. */
export const LaneStates: Story = {
  parameters: ghostsUnchecked,
  render: () =>
    renderLanes([
      { ...pipeline[0]!, lane: { lifted: true } },
      pipeline[1]!,
      { ...pipeline[2]!, lane: { dragging: true } },
      pipeline[3]!,
    ]),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'To pack' })).toHaveAttribute('data-lifted');
    await expect(canvas.getByRole('region', { name: 'Shipped' })).toHaveAttribute('data-dragging');
  },
};
