import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { Portal } from './portal.tsx';

describe('Portal', () => {
  it('renders into document.body by default', () => {
    const { container } = renderWithTheme(
      <Portal>
        <p>Floating</p>
      </Portal>,
    );
    expect(container).not.toHaveTextContent('Floating');
    expect(screen.getByText('Floating').parentElement?.parentElement).toBe(document.body);
  });

  it('renders into the given container', () => {
    const target = document.createElement('section');
    document.body.appendChild(target);
    renderWithTheme(
      <Portal container={target}>
        <p>Inside</p>
      </Portal>,
    );
    expect(target).toHaveTextContent('Inside');
    target.remove();
  });
});
