import { HTML5Backend } from 'react-dnd-html5-backend';
import { TouchBackend } from 'react-dnd-touch-backend';
import { describe, expect, it } from 'vitest';

import { chooseDndBackend } from './dnd-backend.tsx';

/** A device whose media queries match exactly `matching`. */
const device =
  (...matching: string[]) =>
  (query: string) =>
    matching.includes(query);

describe('chooseDndBackend', () => {
  it('gives a mouse-only device the HTML5 backend', () => {
    const choice = chooseDndBackend(device('(pointer: fine)', '(any-pointer: fine)'));
    expect(choice).toEqual({ kind: 'html5', backend: HTML5Backend });
  });

  it('gives a touch laptop (fine primary pointer, a touch screen beside it) the touch backend, mouse events on', () => {
    const choice = chooseDndBackend(
      device('(pointer: fine)', '(any-pointer: fine)', '(any-pointer: coarse)'),
    );
    expect(choice.kind).toBe('touch');
    expect(choice.backend).toBe(TouchBackend);
    expect(choice.kind === 'touch' && choice.options).toMatchObject({
      enableMouseEvents: true,
      delayTouchStart: 200,
    });
  });

  it('gives a phone or tablet the touch backend', () => {
    const choice = chooseDndBackend(device('(pointer: coarse)', '(any-pointer: coarse)'));
    expect(choice.backend).toBe(TouchBackend);
  });

  it('falls back to HTML5 where nothing matches (no matchMedia)', () => {
    expect(chooseDndBackend(() => false).backend).toBe(HTML5Backend);
  });
});
