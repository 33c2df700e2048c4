import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useStore } from 'react-redux';

import { useToast } from '@atrium/ui';
import type { Product } from '@atrium/mocks/types';

import type { AppDispatch, AppStore } from '../../store/create-store.ts';
import { productsApi } from '../api/products.ts';

/** How long the Undo toast offers to bring the products back before the DELETE is sent. */
export const UNDO_WINDOW_MS = 5000;

interface PendingBatch {
  ids: number[];
  patches: Array<{ undo: () => void }>;
  timer: ReturnType<typeof setTimeout>;
  toastId: string;
}

/**
 * Deletes products with an Undo window (optimistic removal and an Undo toast).
 *
 * Why the DELETE waits instead of being sent at once and undone with a re-create: the API has no
 * "restore", and a re-created product would get a new id (breaking links and selections). So:
 * 1. the rows leave every cached product list at once (`updateQueryData` patches, kept to undo);
 * 2. a toast offers Undo; our own timer (not the toast's, which pauses on hover and has no close
 *    callback) ends the window, closes the toast and sends the DELETEs;
 * 3. Undo clears the timer and reverts the patches: nothing was sent, nothing to repair;
 * 4. leaving the page sends what is still pending, so a delete the user saw happen does happen.
 * The ids stay hidden (`hiddenIds`) while pending, in case a list refetch (another edit
 * invalidating `LIST`) brings them back before the DELETE is sent.
 */
export function useUndoableDelete() {
  const { t } = useTranslation('ecommerce');
  const toast = useToast();
  const dispatch = useDispatch<AppDispatch>();
  const store = useStore() as AppStore;
  const batches = useRef(new Set<PendingBatch>());
  const sequence = useRef(0);
  const [hiddenIds, setHiddenIds] = useState<ReadonlySet<number>>(() => new Set());

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
      batches.current.delete(batch);
      clearTimeout(batch.timer);
      toast.dismiss(batch.toastId);
      const results = await Promise.all(
        batch.ids.map((id) => dispatch(productsApi.endpoints.deleteProduct.initiate(id))),
      );
      // A 404 means someone else deleted it already: the outcome the user asked for.
      const failed = results.filter(
        (r) => r.error && 'status' in r.error && r.error.status !== 404,
      );
      if (failed.length > 0) {
        // Reload the lists from the server so the rows that still exist come back.
        dispatch(productsApi.util.invalidateTags([{ type: 'Product', id: 'LIST' }]));
        if (mounted) toast({ severity: 'error', title: t('products.bulk.deleteFailed') });
      }
      if (mounted) setHidden(batch.ids, false);
    },
    [dispatch, setHidden, t, toast],
  );

  // The latest `commit`, for timers and the unmount flush (a new language must not flush early).
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
    (products: ReadonlyArray<Pick<Product, 'id' | 'productName'>>) => {
      if (products.length === 0) return;
      const ids = products.map((p) => p.id);
      const gone = new Set(ids);
      const cachedArgs = productsApi.util.selectCachedArgsForQuery(store.getState(), 'getProducts');
      const patches = cachedArgs.map((args) =>
        dispatch(
          productsApi.util.updateQueryData('getProducts', args, (draft) => {
            const before = draft.products.length;
            draft.products = draft.products.filter((p) => !gone.has(p.id));
            draft.total = Math.max(0, draft.total - (before - draft.products.length));
          }),
        ),
      );
      setHidden(ids, true);
      const title =
        products.length === 1 && products[0]?.productName
          ? t('products.delete.done', { name: products[0].productName })
          : t('products.bulk.deleted', { count: products.length });
      sequence.current += 1;
      const toastId = `product-delete-${sequence.current}`;
      const batch: PendingBatch = {
        ids,
        patches,
        toastId,
        timer: setTimeout(() => void commitRef.current(batch, true), UNDO_WINDOW_MS),
      };
      toast({
        id: toastId,
        severity: 'success',
        title,
        duration: Number.POSITIVE_INFINITY,
        action: { label: t('common.actions.undo'), onClick: () => undo(batch) },
      });
      batches.current.add(batch);
    },
    [dispatch, setHidden, store, t, toast, undo],
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
