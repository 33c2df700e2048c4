import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';

import { useStableHandlers } from './use-stable-handlers.ts';

describe('useStableHandlers', () => {
  it('gives the same functions at every render, each calling the latest handler', () => {
    const seen: ((n: number) => string)[] = [];
    const called: string[] = [];
    function Probe({ label }: { label: string }) {
      const { greet } = useStableHandlers({ greet: (n: number) => `${label} ${n}` });
      seen.push(greet);
      // A child's mount runs before the parent's layout effects: it must see this render's.
      useLayoutEffect(() => {
        called.push(greet(1));
      });
      return null;
    }
    const { rerender } = render(<Probe label="first" />);
    rerender(<Probe label="second" />);
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(seen[1]);
    expect(called).toEqual(['first 1', 'second 1']);
    expect(seen[0]?.(2)).toBe('second 2');
  });
});
