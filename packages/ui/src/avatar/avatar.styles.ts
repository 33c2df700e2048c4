import * as AvatarPrimitive from '@radix-ui/react-avatar';
import styled, { css } from 'styled-components';

import { colorNames } from '../theme/tokens.ts';

export type AvatarSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
export type AvatarStatus = 'online' | 'offline' | 'busy' | 'away';

export const avatarSizes: Record<AvatarSize, number> = { xs: 24, sm: 32, md: 40, lg: 48, xl: 64 };

export const AvatarRoot = styled(AvatarPrimitive.Root)`
  --avatar-size: ${avatarSizes.md}px;
  position: relative;
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  inline-size: var(--avatar-size);
  block-size: var(--avatar-size);
  border-radius: ${({ theme }) => theme.radius.round};
  font-size: calc(var(--avatar-size) * 0.4);
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: 1;
  user-select: none;
  vertical-align: middle;

  ${(Object.keys(avatarSizes) as AvatarSize[]).map(
    (size) => css`
      &[data-size='${size}'] {
        --avatar-size: ${avatarSizes[size]}px;
      }
    `,
  )}

  /* "+N" reads left to right in every language and shrinks to fit three digits. */
  &[data-surplus] {
    direction: ltr;
    font-size: calc(var(--avatar-size) * 0.3);
    letter-spacing: -0.02em;
  }

  &[data-shape='rounded'] {
    border-radius: ${({ theme }) => theme.radius.md};
  }

  /* Opaque tint (tint over paper) so overlapping avatars in a group do not show through. */
  ${({ theme }) =>
    colorNames.map(
      (name) => css`
        &[data-color='${name}'] {
          background:
            linear-gradient(${theme.color[name].tonal}, ${theme.color[name].tonal}),
            ${theme.color.paper};
          color: ${theme.color[name].text};
        }
      `,
    )}
`;

const clip = css`
  inline-size: 100%;
  block-size: 100%;
  border-radius: inherit;
  overflow: hidden;
`;

const picture = css`
  ${clip}
  object-fit: cover;
`;

export const AvatarImage = styled(AvatarPrimitive.Image)`
  ${picture}
`;

/** A plain `<img>`, in the page from the first render (an avatar with `priority`). */
export const EagerAvatarImage = styled.img`
  ${picture}
`;

export const AvatarFallback = styled(AvatarPrimitive.Fallback)`
  ${clip}
  display: inline-flex;
  align-items: center;
  justify-content: center;
`;

export const StatusDot = styled.span`
  position: absolute;
  inset-block-end: 0;
  inset-inline-end: 0;
  inline-size: max(8px, calc(var(--avatar-size) * 0.26));
  block-size: max(8px, calc(var(--avatar-size) * 0.26));
  border-radius: ${({ theme }) => theme.radius.round};
  box-shadow: 0 0 0 2px ${({ theme }) => theme.color.paper};

  &[data-status='online'] {
    background: ${({ theme }) => theme.color.success.main};
  }
  &[data-status='offline'] {
    background: ${({ theme }) => theme.color.secondary.main};
  }
  &[data-status='busy'] {
    background: ${({ theme }) => theme.color.error.main};
  }
  &[data-status='away'] {
    background: ${({ theme }) => theme.color.warning.main};
  }
`;

export const AvatarGroupRoot = styled.div`
  display: inline-flex;
  align-items: center;

  & > * {
    box-shadow: 0 0 0 2px ${({ theme }) => theme.color.paper};
  }
  & > * + * {
    margin-inline-start: calc(var(--avatar-overlap) * -1);
  }
`;
