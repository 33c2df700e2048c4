import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider as ReduxProvider } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { createStore } from '@atrium/features';
import { useAccess, type AbilityRule } from '@atrium/features/access';

import { RolePreviewBanner } from '../layouts/role-preview-banner.tsx';
import { href } from '../routing/route-table.ts';
import { appTestTree } from '../testing/app-test-tree.tsx';
import { createAppStoreHolder } from '../app-store-holder.ts';
import { AbilityProvider } from './ability-context.tsx';
import { effectiveRules } from './effective-rules.ts';
import { rolePreviewSlice } from './role-preview-slice.ts';
import { sessionSlice, signOut } from './session-slice.ts';

const admin: AbilityRule[] = [{ action: 'manage', subject: 'all' }];
const emailReader: AbilityRule[] = [{ action: 'read', subject: 'Email' }];

function createTestStore() {
  return createStore({
    reducers: { session: sessionSlice.reducer, rolePreview: rolePreviewSlice.reducer },
    preloadedState: {
      session: {
        userData: { id: 1, fullName: 'John Doe', username: 'john', email: 'a@b.c', role: 'admin' },
        accessToken: 'atrium-mock.1.test',
        abilityRules: admin,
        remember: false,
      },
    },
  });
}

/** What a screen sees: whether it may open the e-commerce screens, and where it is. */
function Probe() {
  const { ability, startPreview } = useAccess();
  const { pathname } = useLocation();
  return (
    <>
      <span data-testid="where">{pathname}</span>
      <span data-testid="ecommerce">{String(ability.can('read', 'Ecommerce'))}</span>
      <button
        type="button"
        onClick={() => startPreview({ roleName: 'support', rules: emailReader })}
      >
        preview
      </button>
    </>
  );
}

function renderFrame(store = createTestStore()) {
  render(
    <ReduxProvider store={store}>
      {appTestTree(
        <AbilityProvider>
          <RolePreviewBanner />
          <Probe />
        </AbilityProvider>,
        { path: href('roles') },
      )}
    </ReduxProvider>,
  );
  return { store, user: userEvent.setup() };
}

describe('role preview', () => {
  it("shows the app with the role's rules, on its first allowed screen, and exits to the roles", async () => {
    const { store, user } = renderFrame();
    expect(screen.getByTestId('ecommerce')).toHaveTextContent('true');
    expect(screen.queryByRole('status')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'preview' }));
    expect(screen.getByTestId('ecommerce')).toHaveTextContent('false');
    expect(screen.getByTestId('where')).toHaveTextContent(href('email'));
    expect(screen.getByRole('status')).toHaveTextContent('Previewing as support');
    // The session itself is untouched; only the enforced rules change.
    expect(store.getState().session.abilityRules).toEqual(admin);
    expect(effectiveRules(store.getState())).toEqual(emailReader);

    await user.click(screen.getByRole('button', { name: 'Exit preview' }));
    expect(screen.getByTestId('ecommerce')).toHaveTextContent('true');
    expect(screen.getByTestId('where')).toHaveTextContent(href('roles'));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('ends with the session', () => {
    const store = createTestStore();
    store.dispatch(rolePreviewSlice.actions.previewStarted({ roleName: 'x', rules: emailReader }));
    store.dispatch(signOut());
    expect(store.getState().rolePreview).toBeNull();
    expect(effectiveRules(store.getState())).toEqual([]);
  });
});

describe('the guard session', () => {
  it("carries the preview's rules while one lasts", async () => {
    const holder = createAppStoreHolder();
    const store = await holder.load();
    store.dispatch(
      sessionSlice.actions.signedIn({
        userData: { id: 1, fullName: 'John Doe', username: 'john', email: 'a@b.c', role: 'admin' },
        accessToken: 'atrium-mock.1.test',
        userAbilityRules: admin,
        remember: false,
      }),
    );
    expect(holder.session().abilityRules).toEqual(admin);
    store.dispatch(rolePreviewSlice.actions.previewStarted({ roleName: 'x', rules: emailReader }));
    expect(holder.session().abilityRules).toEqual(emailReader);
    expect(store.getState().session.abilityRules).toEqual(admin);
  });
});
