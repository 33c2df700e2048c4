import type { ComponentType } from 'react';

import { FinishSignInContext, type FinishSignIn } from '../../finish-sign-in.ts';

/** The props of a sign-in screen's story: its own, plus the spy that stands for the app. */
export type SignInStoryProps<P> = P & { onFinishSignIn: FinishSignIn };

/**
 * A screen that ends in a sign-in, with `onFinishSignIn` (an `fn()` arg in stories, a `vi.fn()`
 * in tests) in the app's place: the story or test checks what the app would have been given.
 */
export function withFinishSignIn<P extends object>(Page: ComponentType<P>) {
  return function SignInScreen({ onFinishSignIn, ...props }: SignInStoryProps<P>) {
    return (
      <FinishSignInContext.Provider value={onFinishSignIn}>
        <Page {...(props as P)} />
      </FinishSignInContext.Provider>
    );
  };
}
