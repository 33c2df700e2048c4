import { useCallback, useEffect, useRef, useState } from 'react';

import { sendTwoStepCode, twoStepsFailure } from '../api/two-steps.ts';
import { useCountdown } from './use-countdown.ts';

export interface CodeSender {
  /** `sending`: the first code is on its way; `failed`: the last send got no code out. */
  status: 'sending' | 'sent' | 'failed';
  /** The masked address the code went to, once the server has said it. */
  destination: string | null;
  /** The server's reason for a failed send, when it gave one. */
  failure: string | null;
  /** True once a second code went out (the page confirms it). */
  resent: boolean;
  resending: boolean;
  /** Seconds before another code may be asked for. */
  resendIn: number;
  resend: () => void;
}

/**
 * Sends a code for `email` when the page opens, and again on "Resend" once the server's wait is
 * over. A send refused as too early (a reload within the minute) still leaves a code to type:
 * the countdown takes the server's `retryAfter`.
 */
export function useCodeSender(email: string): CodeSender {
  const { seconds, start } = useCountdown();
  const [state, setState] = useState<Omit<CodeSender, 'resendIn' | 'resend'>>({
    status: 'sending',
    destination: null,
    failure: null,
    resent: false,
    resending: false,
  });

  const send = useCallback(
    async (again: boolean) => {
      setState((s) => ({ ...s, resending: again, failure: null }));
      const result = await sendTwoStepCode(email);
      if ('data' in result) {
        start(result.data.resendAfter);
        setState({
          status: 'sent',
          destination: result.data.destination,
          failure: null,
          resent: again,
          resending: false,
        });
        return;
      }
      const failure = twoStepsFailure(result.error);
      if (failure.kind === 'wait') start(failure.retryAfter);
      setState((s) => ({
        ...s,
        status: failure.kind === 'wait' ? 'sent' : 'failed',
        failure: failure.kind === 'field' ? failure.message : null,
        resending: false,
      }));
    },
    [email, start],
  );

  // Once per page and account, also under StrictMode's second effect run.
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (sentFor.current === email) return;
    sentFor.current = email;
    void send(false);
  }, [email, send]);

  return { ...state, resendIn: seconds, resend: () => void send(true) };
}
