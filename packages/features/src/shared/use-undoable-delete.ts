import { useCallback, useEffect, useRef, useState } from 'react';
import { useDispatch, useStore } from 'react-redux';

import { useToast } from '@atrium/ui';

import type { AppDispatch, AppStore } from '../store/create-store.ts';
import { statusOf } from './server-errors.ts';

/** How long the Undo toast offers to bring the rows back before the DELETE is sent. */
export const UNDO_WINDOW_MS = 5000;

/** One optimistic change to a cached list (what RTK Query's `updateQueryData` returns). */
export interface CachePatch {
  undo: () => void;
}

export interface UndoableDeleteOptions<Item extends { id: number }> {
  /**
   * Takes the rows out of every cached list of the entity (`api.util.updateQueryData` over
   * `selectCachedArgsForQuery`) and returns the patches, which Undo reverts.
   */
  hide: (
    gone: ReadonlySet<number>,
    dispatch: AppDispatch,
    state: ReturnType<AppStore['getState']>,
  ) => CachePatch[];
  /** Sends one DELETE (the delete mutation's `initiate`); a 404 counts as done. */
  send: (id: number, dispatch: AppDispatch) => PromiseLike<{ error?: unknown }>;
  /** Reloads the lists (invalidates the entity's `LIST` tag) so rows that still exist come back. */
  reload: (dispatch: AppDispatch) => void;
  /** The toast's title once the rows are gone. */
  doneText: (items: readonly Item[]) => string;
  /** The error toast's title when a DELETE failed. */
  failedText: string;
  /** The toast's Undo button. */
  undoLabel: string;
  /** Prefix of the toasts' ids (one toast per batch). */
  toastId: string;
}

interface PendingBatch {
  ids: number[];
  patches: CachePatch[];
  timer: ReturnType<typeof setTimeout>;
  toastId: string;
}

/**
 * Deletes rows with an Undo window (optimistic removal and an Undo toast), for any entity whose
 * list is cached by RTK Query and whose API deletes by id.
 *
 * Why the DELETE waits instead of being sent at once and undone with a re-create: the fake API has
 * no "restore" (packages/mocks/README.md), and a re-created row would get a new id (breaking links
 * and selections). So:
 * 1. the rows leave every cached list at once (`hide`'s patches, kept to undo);
 * 2. a toast offers Undo; our own timer (not the toast's, which pauses on hover and has no close
 *    callback) ends the window, closes the toast and sends the DELETEs;
 * 3. Undo clears the timer and reverts the patches: nothing was sent, nothing to repair;
 * 4. leaving the page sends what is still pending, so a delete the user saw happen does happen.
 * The ids stay hidden (`hiddenIds`) while pending, in case a list refetch (another edit
 * invalidating `LIST`) brings them back before the DELETE is sent.
 */
export function useUndoableDelete<Item extends { id: number }>(
  options: UndoableDeleteOptions<Item>,
) {
  const toast = useToast();
  const dispatch = useDispatch<AppDispatch>();
  const store = useStore() as AppStore;
  const batches = useRef(new Set<PendingBatch>());
  const sequence = useRef(0);
  const [hiddenIds, setHiddenIds] = useState<ReadonlySet<number>>(() => new Set());
  // The latest options (texts follow the language) without making the callbacks below change.
  const latestOptions = useRef(options);
  useEffect(() => {
    latestOptions.current = options;
  });

  const setHidden = useCallback((ids: number[], hidden: boolean) => {
    setHiddenIds((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (hidden) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);

  const commit = useCallback(
    async (batch: PendingBatch, mounted: boolean) => {
      const { send, reload, failedText } = latestOptions.current;
      batches.current.delete(batch);
      clearTimeout(batch.timer);
      toast.dismiss(batch.toastId);
      const results = await Promise.all(batch.ids.map((id) => send(id, dispatch)));
      // A 404 means someone else deleted it already: the outcome the user asked for.
      const failed = results.filter((r) => {
        const status = statusOf(r.error);
        return status !== undefined && status !== 404;
      });
      if (failed.length > 0) {
        reload(dispatch);
        if (mounted) toast({ severity: 'error', title: failedText });
      }
      if (mounted) setHidden(batch.ids, false);
    },
    [dispatch, setHidden, toast],
  );

  // The latest `commit`, for timers and the unmount flush.
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  }, [commit]);

  const undo = useCallback(
    (batch: PendingBatch) => {
      if (!batches.current.delete(batch)) return;
      clearTimeout(batch.timer);
      for (const patch of batch.patches) patch.undo();
      setHidden(batch.ids, false);
    },
    [setHidden],
  );

  const remove = useCallback(
    (items: readonly Item[]) => {
      if (items.length === 0) return;
      const { hide, doneText, undoLabel, toastId: prefix } = latestOptions.current;
      const ids = items.map((item) => item.id);
      const patches = hide(new Set(ids), dispatch, store.getState());
      setHidden(ids, true);
      sequence.current += 1;
      const toastId = `${prefix}-${sequence.current}`;
      const batch: PendingBatch = {
        ids,
        patches,
        toastId,
        timer: setTimeout(() => void commitRef.current(batch, true), UNDO_WINDOW_MS),
      };
      toast({
        id: toastId,
        severity: 'success',
        title: doneText(items),
        duration: Number.POSITIVE_INFINITY,
        action: { label: undoLabel, onClick: () => undo(batch) },
      });
      batches.current.add(batch);
    },
    [dispatch, setHidden, store, toast, undo],
  );

  // Leaving the page ends the Undo window early: what the user saw deleted is deleted.
  useEffect(() => {
    const pending = batches.current;
    const latest = commitRef;
    return () => {
      for (const batch of [...pending]) void latest.current(batch, false);
    };
  }, []);

  return { remove, hiddenIds };
}
