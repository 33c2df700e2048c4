import { useMemo, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';

import { AccessProvider, createAppAbility, type AccessValue } from '@atrium/features/access';

import { firstAllowedPath } from '../routing/first-allowed-path.ts';
import { href } from '../routing/route-table.ts';
import type { RootState } from '../store.ts';
import { effectiveRules } from './effective-rules.ts';
import { previewEnded, previewStarted } from './role-preview-slice.ts';

/**
 * The signed-in user's abilities (CASL) for the navigation, the guard's links and the screens'
 * actions: the session's rules, or the previewed role's. Starting a preview opens the first
 * screen the role may see; ending it returns to the roles screen.
 */
export function AbilityProvider({ children }: { children: ReactNode }) {
  const rules = useSelector(effectiveRules);
  const preview = useSelector((state: RootState) => state.rolePreview);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const value = useMemo((): AccessValue => {
    const ability = createAppAbility(rules);
    return {
      ability,
      preview,
      startPreview: (next) => {
        dispatch(previewStarted(next));
        void navigate(firstAllowedPath(createAppAbility(next.rules)));
      },
      exitPreview: () => {
        dispatch(previewEnded());
        void navigate(href('roles'));
      },
    };
  }, [rules, preview, dispatch, navigate]);
  return <AccessProvider value={value}>{children}</AccessProvider>;
}
