import { describe, expect, it } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { Kbd } from './kbd.tsx';

describe('Kbd', () => {
  it('nests one kbd per key inside the shortcut', () => {
    const { container } = renderWithTheme(<Kbd keys={['Ctrl', 'Shift', 'K']} />);
    const outer = container.querySelector('kbd');
    expect(outer?.textContent).toBe('Ctrl+Shift+K');
    expect([...(outer?.querySelectorAll('kbd') ?? [])].map((k) => k.textContent)).toEqual([
      'Ctrl',
      'Shift',
      'K',
    ]);
  });

  it('renders children as one key', () => {
    const { container } = renderWithTheme(<Kbd>Esc</Kbd>);
    expect(container.querySelectorAll('kbd kbd')).toHaveLength(1);
    expect(container.textContent).toBe('Esc');
  });

  it('draws a custom separator between keys', () => {
    const { container } = renderWithTheme(<Kbd keys={['G', 'O']} separator="then" />);
    expect(container.textContent).toBe('GthenO');
  });
});
