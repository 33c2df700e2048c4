import type { UserDetails, UserView } from '@atrium/mocks/types';

/** What every tab of the user view gets: the user record and the view call's answer. */
export interface UserTabProps {
  user: UserDetails;
  view: UserView;
}
