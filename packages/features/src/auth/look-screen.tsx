import type { ComponentType } from 'react';

import type { AuthLook } from './routes.ts';

/**
 * A route's screen: one flow's page in one look, so a route's `load` names it
 * (`(await import('./register/register-page.tsx')).RegisterV2`) with no wrapper module per look.
 */
export function lookScreen(Page: ComponentType<{ look: AuthLook }>, look: AuthLook): ComponentType {
  function LookScreen() {
    return <Page look={look} />;
  }
  LookScreen.displayName = `${Page.displayName ?? Page.name}.${look}`;
  return LookScreen;
}
