import { Outlet } from 'react-router-dom';

import type { LayoutName } from '../routing/route-table.ts';
import { BlankLayout } from './blank-layout.tsx';
import { DefaultLayout } from './default-layout.tsx';
import { RouteEffects } from './route-effects.tsx';

/** The frame of a group of routes (SPEC §2: default, blank, coin360, or none). */
export function LayoutRoute({ layout }: { layout: LayoutName }) {
  return (
    <>
      <RouteEffects />
      {layout === 'default' || layout === 'coin360' ? (
        <DefaultLayout wall={layout === 'coin360'} />
      ) : layout === 'blank' ? (
        <BlankLayout />
      ) : (
        <Outlet />
      )}
    </>
  );
}
