import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';

import { renderWithTheme as render } from '../test/render.tsx';
import { Lanes } from './lanes.tsx';

function Board({ lifted = false }: { lifted?: boolean }) {
  return (
    <Lanes aria-label="Boards">
      <Lanes.Lane aria-label="Done" dropTarget lifted={lifted}>
        <Lanes.List dropTarget>
          <Lanes.Item drop="before">First</Lanes.Item>
          <Lanes.Item dragging>Second</Lanes.Item>
        </Lanes.List>
      </Lanes.Lane>
    </Lanes>
  );
}

describe('Lanes', () => {
  it('marks the drag states as data attributes a stylesheet reads', () => {
    render(<Board lifted />);
    const lane = screen.getByLabelText('Done');
    expect(lane).toHaveAttribute('data-drop-target', 'true');
    expect(lane).toHaveAttribute('data-lifted', 'true');
    expect(lane).not.toHaveAttribute('data-dragging');
    expect(screen.getByRole('list')).toHaveAttribute('data-drop-target', 'true');
    const [first, second] = screen.getAllByRole('listitem');
    expect(first).toHaveAttribute('data-drop', 'before');
    expect(first).not.toHaveAttribute('data-dragging');
    expect(second).toHaveAttribute('data-dragging', 'true');
  });

  it('leaves out the attributes of states that are off', () => {
    render(<Board />);
    expect(screen.getByLabelText('Done')).not.toHaveAttribute('data-lifted');
    expect(screen.getAllByRole('listitem')[1]).not.toHaveAttribute('data-drop');
  });

  it('hands its ref to the root element', () => {
    const ref = createRef<HTMLDivElement>();
    render(<Lanes ref={ref} aria-label="Boards" />);
    expect(ref.current).toBe(screen.getByLabelText('Boards'));
  });
});
