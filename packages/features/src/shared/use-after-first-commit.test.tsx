import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';

import { useAfterFirstCommit } from './use-after-first-commit.ts';

describe('useAfterFirstCommit', () => {
  it('is false in the first commit and true in the next one', async () => {
    const committed: boolean[] = [];
    function Page() {
      const after = useAfterFirstCommit();
      useLayoutEffect(() => {
        committed.push(after);
      });
      return <p>{after ? 'rest' : 'first row'}</p>;
    }
    render(<Page />);
    expect(await screen.findByText('rest')).toBeInTheDocument();
    expect(committed).toEqual([false, true]);
  });
});
