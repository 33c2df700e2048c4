import { configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';

import { frozenAnswer } from './frozen-answer.ts';

interface Answer {
  rows: { id: number; tags: string[] }[];
  total: number;
}

/** A store whose reducer puts the answer in, as RTK Query's does (immer, auto-freeze on). */
function storeWith(answer: Answer) {
  const slice = createSlice({
    name: 'cache',
    initialState: { data: null as Answer | null },
    reducers: {
      answered: (state, action: PayloadAction<Answer>) => {
        state.data = action.payload;
      },
    },
  });
  const store = configureStore({ reducer: slice.reducer });
  store.dispatch(slice.actions.answered(answer));
  return store.getState().data;
}

const answer = (): Answer => ({ rows: [{ id: 1, tags: ['a'] }], total: 1 });

describe('frozenAnswer', () => {
  it('keeps immer from walking into the rows: they are stored as they came, unfrozen', () => {
    const stored = storeWith(frozenAnswer(answer()));
    expect(Object.isFrozen(stored)).toBe(true);
    expect(Object.isFrozen(stored?.rows)).toBe(true);
    expect(Object.isFrozen(stored?.rows[0])).toBe(false);
  });

  it('is needed: an answer not frozen is walked and frozen to its leaves', () => {
    const stored = storeWith(answer());
    expect(Object.isFrozen(stored?.rows[0]?.tags)).toBe(true);
  });

  it('hands back the same answer, with the same values', () => {
    const given = answer();
    expect(frozenAnswer(given)).toBe(given);
    expect(given).toEqual(answer());
  });
});
