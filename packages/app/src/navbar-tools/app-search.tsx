import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

import { useAbility } from '@atrium/features/access';
import { NavbarSearch, type SearchLink } from '@atrium/features/search';

import { canOpenRoute } from '../routing/can-open-route.ts';
import { searchTarget } from './search-target.ts';

/**
 * The navbar's search, routed: app screens through react-router, Storybook demos in a new tab.
 * Only the screens the user may open are offered.
 */
export function AppSearch() {
  const navigate = useNavigate();
  const ability = useAbility();
  const canOpen = useCallback(
    (link: SearchLink) => !link.route || canOpenRoute(link.route.id, ability),
    [ability],
  );
  return (
    <NavbarSearch
      canOpen={canOpen}
      onNavigate={(link) => {
        const target = searchTarget(link);
        if (target.kind === 'route') void navigate(target.path);
        else window.open(target.href, '_blank', 'noopener,noreferrer');
      }}
    />
  );
}
