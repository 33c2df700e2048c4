import type { Decorator } from '@storybook/react-vite';
import { useMemo, type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';

import { signedInAccountHandlers } from '@atrium/mocks';

import { detailsPageStories } from '../../../test/details-stories.ts';
import { pagesPaths } from '../../routes.ts';
import { AccountSettingsPage } from '../account-settings-page.tsx';
import { accountTabPath, type AccountTab } from '../account-settings-path.ts';
import { signedInStore } from './signed-in-store.ts';

function SignedIn({ children }: { children: ReactNode }) {
  const store = useMemo(() => signedInStore(1), []);
  return <ReduxProvider store={store}>{children}</ReduxProvider>;
}

/** The story's store signed in as the seeded admin (John Doe): the calls answer that account. */
export const withSignedIn: Decorator = (Story) => (
  <SignedIn>
    <Story />
  </SignedIn>
);

/** The page's stories kit: `at(tab)` opens a tab; `loading` and `serverError` the account call. */
export const accountKit = detailsPageStories(AccountSettingsPage, {
  path: pagesPaths.accountSettings,
  initialEntry: accountTabPath('account'),
  domain: 'signedInAccount',
  handlers: signedInAccountHandlers,
  endpoint: '*/api/pages/account-settings',
});

export const atTab = (tab: AccountTab) => accountKit.at(accountTabPath(tab));
