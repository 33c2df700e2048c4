import { Children, forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import {
  AvatarFallback,
  AvatarGroupRoot,
  AvatarRoot,
  avatarSizes,
  type AvatarSize,
} from './avatar.styles.ts';
import { AvatarGroupContext } from './avatar-context.ts';

export interface AvatarGroupProps extends HTMLAttributes<HTMLDivElement> {
  /** Most avatars to draw, the "+N" counter included. */
  max?: number;
  /** Total number of people, when more exist than the avatars passed in. */
  total?: number;
  /** Size of every avatar in the group. */
  size?: AvatarSize;
  /** Shape of every avatar in the group. */
  shape?: 'circle' | 'rounded';
  /** The avatars. */
  children?: ReactNode;
}

/** Overlapping avatars with a "+N" counter for the rest ("and N more" to screen readers). */
export const AvatarGroup = forwardRef<HTMLDivElement, AvatarGroupProps>(function AvatarGroup(
  { max = 5, total, size = 'md', shape = 'circle', children, style, ...rest },
  ref,
) {
  const { t } = useTranslation('ui');
  const items = Children.toArray(children);
  const count = total ?? items.length;
  const shown = count > max ? items.slice(0, Math.max(max - 1, 0)) : items;
  const extra = count - shown.length;
  return (
    <AvatarGroupContext.Provider value={{ size, shape }}>
      <AvatarGroupRoot
        ref={ref}
        role="group"
        style={{ ['--avatar-overlap' as string]: `${avatarSizes[size] * 0.25}px`, ...style }}
        {...rest}
      >
        {shown}
        {extra > 0 && (
          <AvatarRoot data-size={size} data-shape={shape} data-color="secondary" data-surplus="">
            <AvatarFallback role="img" aria-label={t('avatar.more', { count: extra })}>
              +{extra}
            </AvatarFallback>
          </AvatarRoot>
        )}
      </AvatarGroupRoot>
    </AvatarGroupContext.Provider>
  );
});
