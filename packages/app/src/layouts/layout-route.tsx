import { Outlet } from 'react-router-dom';

import { BlankLayout } from './blank-layout.tsx';
import { RouteEffects } from './route-effects.tsx';

/** The frame of the screens that need no sign-in frame. */
export function LayoutRoute({ layout }: { layout: 'blank' | 'none' }) {
  return (
    <>
      <RouteEffects />
      {layout === 'blank' ? <BlankLayout /> : <Outlet />}
    </>
  );
}
