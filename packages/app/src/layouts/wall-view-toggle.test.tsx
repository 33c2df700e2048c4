import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { href } from '../routing/route-table.ts';
import { appTestTree } from '../testing/app-test-tree.tsx';
import { wallToggleTarget } from './wall-paths.ts';
import { WallViewToggle } from './wall-view-toggle.tsx';

function Where() {
  const { pathname, search } = useLocation();
  return <output>{`${pathname}${search}`}</output>;
}

function renderAt(path: string) {
  render(
    appTestTree(
      <>
        <WallViewToggle />
        <Where />
      </>,
      { path },
    ),
  );
}

describe('wallToggleTarget', () => {
  it('leads from the two big dashboards to their wall view and back', () => {
    expect(wallToggleTarget(href('dashboards.ecommerce'))).toEqual({
      inWall: false,
      to: href('dashboards.ecommerce.wall'),
    });
    expect(wallToggleTarget(`${href('logistics.dashboard')}/`)).toEqual({
      inWall: false,
      to: href('dashboards.logistics.wall'),
    });
    expect(wallToggleTarget(href('dashboards.logistics.wall'))).toEqual({
      inWall: true,
      to: href('dashboards.logistics'),
    });
  });

  it('has nothing for pages without a wall view', () => {
    expect(wallToggleTarget(href('dashboards.crm'))).toBeNull();
    expect(wallToggleTarget(`${href('dashboards.crm')}/wall`)).toBeNull();
    expect(wallToggleTarget(href('chat'))).toBeNull();
  });
});

describe('WallViewToggle', () => {
  it('enters the wall view and exits it again, pressed while there', async () => {
    renderAt(`${href('dashboards.ecommerce')}?range=week`);
    const enter = screen.getByRole('button', { name: 'Wall view' });
    expect(enter).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(enter);
    expect(screen.getByRole('status')).toHaveTextContent(
      `${href('dashboards.ecommerce.wall')}?range=week`,
    );
    const exit = screen.getByRole('button', { name: 'Exit wall view' });
    expect(exit).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(exit);
    expect(screen.getByRole('status')).toHaveTextContent(
      `${href('dashboards.ecommerce')}?range=week`,
    );
  });

  it('is absent where there is no wall view', () => {
    renderAt(href('dashboards.crm'));
    expect(screen.queryByRole('button', { name: 'Wall view' })).not.toBeInTheDocument();
  });
});
