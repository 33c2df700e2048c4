import { useNavigate } from 'react-router-dom';

import { NavbarSearch } from '@atrium/features/search';

import { searchTarget } from './search-target.ts';

/** The navbar's search, routed: app screens through react-router, Storybook demos in a new tab. */
export function AppSearch() {
  const navigate = useNavigate();
  return (
    <NavbarSearch
      onNavigate={(link) => {
        const target = searchTarget(link);
        if (target.kind === 'route') void navigate(target.path);
        else window.open(target.href, '_blank', 'noopener,noreferrer');
      }}
    />
  );
}
