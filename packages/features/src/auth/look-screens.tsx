import type { ComponentType } from 'react';

import type { AuthLook } from './routes.ts';

/**
 * A page's two looks as the route screens the app mounts (screens take no props): one page
 * component with a `look`, never two copies of it.
 */
export function lookScreens(
  Page: ComponentType<{ look: AuthLook }>,
): Record<AuthLook, ComponentType> {
  return {
    v1: function LookV1() {
      return <Page look="v1" />;
    },
    v2: function LookV2() {
      return <Page look="v2" />;
    },
  };
}
