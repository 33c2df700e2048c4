import type { SignedInAccount } from '@atrium/mocks/types';

/** What every tab gets: the account call's answer and the page's dirty flag setter. */
export interface AccountTabProps {
  account: SignedInAccount;
  onDirtyChange: (dirty: boolean) => void;
}
