import { useAbility } from '@atrium/features/access';
import { useIncomingMail } from '@atrium/features/email';

/**
 * What the signed-in frame listens for on every screen: a mail arriving toasts who wrote (for a
 * user who may read mail), whichever screen is open.
 */
export function FrameListeners() {
  const ability = useAbility();
  useIncomingMail({ skip: !ability.can('read', 'Email') });
  return null;
}
