import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { defaultDataTableState, type DataTableState } from '@atrium/ui';

import { useTypedSearch } from './use-typed-search.ts';

const onPage3 = (globalFilter: string): DataTableState => ({
  ...defaultDataTableState,
  pageIndex: 2,
  globalFilter,
});

describe('useTypedSearch', () => {
  it('asks with the URL view until something is typed', () => {
    const { result } = renderHook(() => useTypedSearch(onPage3('lamp'), vi.fn()));
    expect(result.current.query).toMatchObject({ q: 'lamp', page: 3 });
  });

  it('asks with the typed text from the first page, ahead of the URL', () => {
    const { result } = renderHook(() => useTypedSearch(onPage3(''), vi.fn()));
    act(() => result.current.onType('wal'));
    expect(result.current.query).toMatchObject({ q: 'wal', page: 1 });
    act(() => result.current.onType(''));
    expect(result.current.query).toMatchObject({ page: 3 });
    expect(result.current.query.q).toBeUndefined();
  });

  it('gives way to the URL once the URL moves, even back to an earlier text', () => {
    const { result, rerender } = renderHook(({ url }) => useTypedSearch(onPage3(url), vi.fn()), {
      initialProps: { url: '' },
    });
    act(() => result.current.onType('zzzz'));
    rerender({ url: 'zzzz' });
    expect(result.current.query).toMatchObject({ q: 'zzzz', page: 3 });
    // Clear filters: the URL goes back to '' and the old typed text must not come back.
    rerender({ url: '' });
    expect(result.current.query.q).toBeUndefined();
  });

  it('keeps what was typed after its own write to the URL, until the next write', () => {
    const setSearch = vi.fn();
    const { result, rerender } = renderHook(({ url }) => useTypedSearch(onPage3(url), setSearch), {
      initialProps: { url: '' },
    });
    act(() => result.current.onType('abc'));
    act(() => result.current.onSearch('abc'));
    expect(setSearch).toHaveBeenCalledWith('abc');
    // A key typed while the router applies 'abc': the URL arriving must not undo it.
    act(() => result.current.onType('abcd'));
    rerender({ url: 'abc' });
    expect(result.current.query).toMatchObject({ q: 'abcd', page: 1 });
  });

  it("starts each keystroke's call before the render, with the query the list then asks", () => {
    const prefetch = vi.fn();
    const { result } = renderHook(() => useTypedSearch(onPage3('lamp'), vi.fn(), prefetch));
    act(() => result.current.onType('wal'));
    expect(prefetch).toHaveBeenCalledExactlyOnceWith(result.current.query);
    expect(result.current.query).toMatchObject({ q: 'wal', page: 1 });
    // Back to the URL's text: the URL's view (its page), as the list asks it.
    act(() => result.current.onType('lamp'));
    expect(prefetch).toHaveBeenLastCalledWith(expect.objectContaining({ q: 'lamp', page: 3 }));
  });
});

describe('useTypedSearch with a call answered later (askAhead)', () => {
  /** An askAhead whose calls the test answers, one by one, by the query's text. */
  function laterAnswers() {
    const pending = new Map<string, () => void>();
    const askAhead = vi.fn(
      (query: { q?: string }) =>
        new Promise<void>((resolve) => pending.set(query.q ?? '', resolve)),
    );
    const answer = async (text: string) => {
      await act(async () => {
        pending.get(text)?.();
        await Promise.resolve();
      });
    };
    return { askAhead, answer };
  }

  it('keeps the shown query until the typed text is answered, then takes it', async () => {
    const { askAhead, answer } = laterAnswers();
    const { result } = renderHook(() => useTypedSearch(onPage3('lamp'), vi.fn(), askAhead));
    act(() => result.current.onType('wal'));
    expect(askAhead).toHaveBeenCalledWith(expect.objectContaining({ q: 'wal', page: 1 }));
    expect(result.current.query).toMatchObject({ q: 'lamp', page: 3 });
    await answer('wal');
    expect(result.current.query).toMatchObject({ q: 'wal', page: 1 });
  });

  it('does not go back to an earlier keystroke answered after a later one', async () => {
    const { askAhead, answer } = laterAnswers();
    const { result } = renderHook(() => useTypedSearch(onPage3(''), vi.fn(), askAhead));
    act(() => result.current.onType('w'));
    act(() => result.current.onType('wa'));
    await answer('wa');
    expect(result.current.query).toMatchObject({ q: 'wa' });
    await answer('w');
    expect(result.current.query).toMatchObject({ q: 'wa' });
  });

  it('drops an answer that arrives after the URL moved elsewhere', async () => {
    const { askAhead, answer } = laterAnswers();
    const { result, rerender } = renderHook(
      ({ url }) => useTypedSearch(onPage3(url), vi.fn(), askAhead),
      { initialProps: { url: 'lamp' } },
    );
    act(() => result.current.onType('wal'));
    // Clear filters, before the keystroke's answer.
    rerender({ url: '' });
    await answer('wal');
    expect(result.current.query.q).toBeUndefined();
  });

  it('follows the last text once typing pauses, answered or not', () => {
    const { askAhead } = laterAnswers();
    const setSearch = vi.fn();
    const { result } = renderHook(() => useTypedSearch(onPage3(''), setSearch, askAhead));
    act(() => result.current.onType('wal'));
    act(() => result.current.onSearch('wal'));
    expect(setSearch).toHaveBeenCalledWith('wal');
    expect(result.current.query).toMatchObject({ q: 'wal', page: 1 });
  });
});
