import type { Decorator } from '@storybook/react-vite';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, UNSAFE_LocationContext } from 'react-router-dom';

import { ProductListProbe } from './product-list-probe.tsx';

/**
 * Storybook's global router is a plain `MemoryRouter`, but the form's unsaved-changes prompt needs
 * a data router (`useBlocker`), as the app has. This story decorator mounts the story under its
 * own memory data router. React Router refuses a router inside another, so the outer location
 * context is blanked for this subtree (story-only plumbing, never used by the app).
 */
export function withDataRouter({
  initialEntry,
  path,
}: {
  initialEntry: string;
  path: string;
}): Decorator {
  return function DataRouterDecorator(Story) {
    const [router] = useState(() =>
      createMemoryRouter(
        [
          { path, element: <Story /> },
          { path: '/apps/ecommerce/product/list', element: <ProductListProbe /> },
        ],
        { initialEntries: [initialEntry] },
      ),
    );
    return (
      <UNSAFE_LocationContext.Provider // null is the context's own default: "not inside a router".
        value={null as never}
      >
        <RouterProvider router={router} />
      </UNSAFE_LocationContext.Provider>
    );
  };
}
