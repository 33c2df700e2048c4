import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';

import { NotificationsMenu, useRealtimeNotifications } from '@atrium/features/notifications';

import { href } from '../routing/route-table.ts';
import type { RootState } from '../store.ts';
import { realtimeConfigFromEnv } from './realtime-env.ts';

const realtimeConfig = realtimeConfigFromEnv();

/**
 * The navbar's notifications: the menu, and the real-time subscription of the signed-in user
 * (it ends when the navbar goes, on sign-out). "View all" opens the notification settings tab,
 * the app's only notifications screen (ROUTES.md has no list page).
 */
export function AppNotifications() {
  const userId = useSelector((state: RootState) => state.session.userData?.id ?? null);
  const navigate = useNavigate();
  useRealtimeNotifications({ userId, config: realtimeConfig });
  return (
    <NotificationsMenu
      onViewAll={() => void navigate(href('accountSettings', { tab: 'notification' }))}
    />
  );
}
