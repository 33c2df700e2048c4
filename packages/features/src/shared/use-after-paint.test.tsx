import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useAfterPaint } from './use-after-paint.ts';

describe('useAfterPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives a change back only after the next frame, and only the last of several', () => {
    const { result, rerender } = renderHook(({ value }) => useAfterPaint(value), {
      initialProps: { value: 'a' },
    });
    expect(result.current).toBe('a');
    rerender({ value: 'ab' });
    rerender({ value: 'abc' });
    expect(result.current).toBe('a');
    act(() => {
      vi.advanceTimersToNextFrame();
    });
    // The frame has run; the change follows in the task after it.
    expect(result.current).toBe('a');
    act(() => {
      vi.runOnlyPendingTimers();
    });
    expect(result.current).toBe('abc');
  });
});
