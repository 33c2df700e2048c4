import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../test/render.tsx';

import { ListSearch, SEARCH_DEBOUNCE_MS } from './list-search.tsx';

const box = () => screen.getByRole('searchbox', { name: 'Search' });
const pause = () => act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
const type = async (text: string) => {
  fireEvent.change(box(), { target: { value: text } });
  await pause();
};

describe('ListSearch', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('writes the text once typing pauses, and not a text the URL already holds', async () => {
    const onSearch = vi.fn();
    renderWithProviders(<ListSearch value="lamp" onSearch={onSearch} label="Search" />);
    fireEvent.change(box(), { target: { value: 'lam' } });
    fireEvent.change(box(), { target: { value: 'lamp' } });
    await pause();
    expect(onSearch).not.toHaveBeenCalled();
    await type('desk');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('desk');
  });

  it('writes a cleared search even before the router has rendered the text just sent', async () => {
    // The router renders a search-params write in a transition, so the box can be cleared while
    // its props still hold the URL from before the write.
    const onSearch = vi.fn();
    renderWithProviders(<ListSearch value="" onSearch={onSearch} label="Search" />);
    await type('return');
    await type('');
    expect(onSearch.mock.calls).toEqual([['return'], ['']]);
  });
});
