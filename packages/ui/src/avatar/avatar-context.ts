import { createContext } from 'react';

import type { AvatarSize } from './avatar.styles.ts';

/** Size and shape an `Avatar.Group` hands to its avatars. */
export const AvatarGroupContext = createContext<{
  size?: AvatarSize;
  shape?: 'circle' | 'rounded';
}>({});
