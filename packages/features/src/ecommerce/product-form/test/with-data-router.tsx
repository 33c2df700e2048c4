import type { Decorator } from '@storybook/react-vite';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, UNSAFE_LocationContext } from 'react-router-dom';

import { ProductListProbe } from './product-list-probe.tsx';
import { href } from '../../routes.ts';

/**
 * Mounts the story under its own memory data router with a second route, the product list probe,
 * so a play function can see where saving leads. Storybook's global router has only the story's
 * own route, so the outer location context is blanked for this subtree (story-only plumbing).
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
          { path: href('ecommerce.productList'), element: <ProductListProbe /> },
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
