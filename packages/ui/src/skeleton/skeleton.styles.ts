import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(100%); }
`;
const pulse = keyframes`
  50% { opacity: 0.45; }
`;

export const SkeletonBlock = styled.span`
  display: block;
  position: relative;
  overflow: hidden;
  background: ${({ theme }) => theme.color.selected};
  border-radius: ${({ theme }) => theme.radius.sm};

  &[data-variant='text'] {
    block-size: 0.8em;
    margin-block: 0.3em;
    border-radius: ${({ theme }) => theme.radius.xs};
  }
  &[data-variant='circle'] {
    border-radius: ${({ theme }) => theme.radius.round};
  }
  &[data-variant='rounded'] {
    border-radius: ${({ theme }) => theme.radius.lg};
  }

  &[data-animation='pulse'] {
    animation: ${pulse} 1.6s ease-in-out infinite;
  }
  &[data-animation='wave']::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(
      90deg,
      transparent,
      color-mix(in srgb, ${({ theme }) => theme.color.paper} 55%, transparent),
      transparent
    );
    animation: ${shimmer} 1.6s linear infinite;
  }
  /* In right-to-left pages the shine travels with the reading direction. */
  [dir='rtl'] &[data-animation='wave']::after {
    animation-direction: reverse;
  }

  /* Motion off (setting or system): a still placeholder, no leftover shine. */
  :root[data-motion='off'] &,
  :root[data-motion='off'] &::after {
    animation: none;
  }
  :root[data-motion='off'] &::after {
    display: none;
  }
  @media (prefers-reduced-motion: reduce) {
    &,
    &::after {
      animation: none;
    }
    &::after {
      display: none;
    }
  }
`;

export const SkeletonLines = styled.span`
  display: block;
  & > :last-child:not(:only-child) {
    inline-size: 60%;
  }
`;

export const SkeletonGroupRoot = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;
