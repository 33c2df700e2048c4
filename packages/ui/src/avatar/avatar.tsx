import { IconUser } from '@tabler/icons-react';
import { forwardRef, useContext, useState, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { ColorName } from '../theme/tokens.ts';
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx';
import {
  AvatarFallback,
  AvatarImage,
  AvatarRoot,
  avatarSizes,
  EagerAvatarImage,
  StatusDot,
  type AvatarSize,
  type AvatarStatus,
} from './avatar.styles.ts';
import { AvatarGroupContext } from './avatar-context.ts';
import { AvatarGroup } from './avatar-group.tsx';
import { colorOf, initialsOf } from './initials.ts';

export interface AvatarProps extends HTMLAttributes<HTMLSpanElement> {
  /** Picture URL; initials (or `children`) show while it loads and if it fails. */
  src?: string;
  /** The person or thing shown: the image's alternative text and the source of the initials. */
  name?: string;
  /** Alternative text when it should differ from `name`; `""` marks the avatar decorative. */
  alt?: string;
  /** A named size step, or pixels for a picture whose size is fixed by its design. */
  size?: AvatarSize | number;
  /** Circle for people, rounded square for products, shops and apps. */
  shape?: 'circle' | 'rounded';
  /** Theme colour of the initials' tint; by default a stable colour picked from the name. */
  color?: ColorName;
  /** Presence dot in the corner, with its meaning spoken. */
  status?: AvatarStatus;
  /** Content instead of initials, such as an icon. */
  children?: ReactNode;
  /**
   * A picture above the fold, maybe the page's largest element: its `<img>` is in the first
   * render, with its width, height and high fetch priority, so the browser requests it at once
   * (by default the picture waits for a script preload and the initials show meanwhile). The
   * initials show if it fails.
   */
  priority?: boolean;
}

/** The presence dot, with its spoken name; only an avatar with a status reads the texts. */
function PresenceDot({ status }: { status: NonNullable<AvatarProps['status']> }) {
  const { t } = useTranslation('ui');
  return (
    <StatusDot data-status={status}>
      <VisuallyHidden>{t(`avatar.status.${status}`)}</VisuallyHidden>
    </StatusDot>
  );
}

/** A person's or item's picture, falling back to initials, with an optional presence dot. */
const AvatarBase = forwardRef<HTMLSpanElement, AvatarProps>(function Avatar(
  { src, name, alt, size, shape, color, status, children, priority = false, style, ...rest },
  ref,
) {
  const group = useContext(AvatarGroupContext);
  const label = alt ?? name ?? '';
  const resolvedSize = size ?? group.size ?? 'md';
  const pixels = typeof resolvedSize === 'number';
  const fallback = children ?? (name ? initialsOf(name) : <IconUser size="60%" />);
  // The picture that failed, so a new `src` is tried again.
  const [failedSrc, setFailedSrc] = useState<string>();
  const eager = priority && src !== undefined && failedSrc !== src;
  const pixelSize = pixels ? resolvedSize : avatarSizes[resolvedSize];
  return (
    <AvatarRoot
      ref={ref}
      data-size={pixels ? undefined : resolvedSize}
      style={pixels ? { ['--avatar-size' as string]: `${resolvedSize}px`, ...style } : style}
      data-shape={shape ?? group.shape ?? 'circle'}
      data-color={color ?? (name ? colorOf(name) : 'secondary')}
      {...rest}
    >
      {eager ? (
        <EagerAvatarImage
          src={src}
          alt={label}
          width={pixelSize}
          height={pixelSize}
          fetchPriority="high"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <>
          {src && !priority && <AvatarImage src={src} alt={label} />}
          <AvatarFallback
            {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
          >
            {fallback}
          </AvatarFallback>
        </>
      )}
      {status && <PresenceDot status={status} />}
    </AvatarRoot>
  );
});

/** A picture or initials; `Avatar.Group` stacks several with a "+N" counter. */
export const Avatar = Object.assign(AvatarBase, { Group: AvatarGroup });
