import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { Timeline } from './timeline.tsx';

describe('Timeline', () => {
  it('is an ordered list of events with titles and content', () => {
    renderWithTheme(
      <Timeline aria-label="History">
        <Timeline.Item title="Placed">3 items</Timeline.Item>
        <Timeline.Item title="Shipped">By courier</Timeline.Item>
      </Timeline>,
    );
    const list = screen.getByRole('list', { name: 'History' });
    expect(list.tagName).toBe('OL');
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Placed3 items', 'ShippedBy courier']);
  });

  it('keeps the dots and line out of the accessibility tree', () => {
    renderWithTheme(
      <Timeline>
        <Timeline.Item title="Placed" icon={<svg data-testid="icon" />} color="success" />
      </Timeline>,
    );
    expect(screen.getByTestId('icon').closest('[aria-hidden]')).not.toBeNull();
  });

  it('gives opposite content a column on every row', () => {
    renderWithTheme(
      <Timeline position="alternate" data-testid="t">
        <Timeline.Item opposite="09:00" title="A" />
        <Timeline.Item title="B" />
      </Timeline>,
    );
    const list = screen.getByTestId('t');
    expect(list).toHaveAttribute('data-has-opposite');
    expect(list).toHaveAttribute('data-position', 'alternate');
    expect(screen.getByText('09:00')).toBeInTheDocument();
  });
});
