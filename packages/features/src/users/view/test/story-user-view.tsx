import type { ReactNode } from 'react';

import { Skeleton } from '@atrium/ui';

import { useGetUserQuery } from '../../api/users.ts';
import { useGetUserViewQuery } from '../../api/user-view.ts';
import type { UserTabProps } from '../user-tab-props.ts';

/** The seeded user the card stories show: Ingrid Okafor (Active, team plan, initials avatar). */
export const STORY_USER_ID = 2;

/**
 * A user view card as the page feeds it: the user and the view call's answer, from the fake API's
 * seed (a skeleton until both arrive), so the cards' stories show the data the page would.
 */
export function WithUserView({
  id = STORY_USER_ID,
  children,
}: {
  id?: number;
  children: (data: UserTabProps) => ReactNode;
}) {
  const user = useGetUserQuery(id);
  const view = useGetUserViewQuery(id);
  if (!user.data || !view.data) return <Skeleton variant="rounded" height={320} />;
  return children({ user: user.data, view: view.data });
}
