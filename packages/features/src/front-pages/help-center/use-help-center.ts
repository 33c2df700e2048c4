import { useCallback, useEffect, useState } from 'react';

import type { HelpCenterData } from '@atrium/mocks/types';

import { plainRequest } from '../../api/plain-request.ts';

export type HelpCenterState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: HelpCenterData };

/**
 * GET /api/pages/help-center, as a plain request (the front pages run without the Redux store),
 * with a retry after a failure.
 */
export function useHelpCenter(): HelpCenterState & { retry: () => void } {
  const [state, setState] = useState<HelpCenterState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    void plainRequest<HelpCenterData>('GET', '/pages/help-center').then((result) => {
      if (live)
        setState('data' in result ? { status: 'ready', data: result.data } : { status: 'error' });
    });
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, retry };
}
