import * as ProgressPrimitive from '@radix-ui/react-progress';
import styled, { css, keyframes } from 'styled-components';

import { perColor } from '../theme/mixins.ts';

export type ProgressSize = 'sm' | 'md' | 'lg';

const colorVars = perColor((c) => ({
  '--progress-main': c.main,
  '--progress-tonal': c.tonal,
  '--progress-buffer': c.outline,
}));

export const LinearWrapper = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  inline-size: 100%;
  ${colorVars}
`;

const slide = keyframes`
  from { inset-inline-start: -40%; }
  to { inset-inline-start: 100%; }
`;

const still = css`
  animation: none;
  inset-inline-start: 0;
`;

export const LinearTrack = styled(ProgressPrimitive.Root)`
  position: relative;
  flex: 1;
  block-size: 6px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: var(--progress-tonal);

  &[data-size='sm'] {
    block-size: 4px;
  }
  &[data-size='lg'] {
    block-size: 10px;
  }
`;

export const LinearBar = styled(ProgressPrimitive.Indicator)`
  position: absolute;
  inset-block: 0;
  inset-inline-start: 0;
  border-radius: inherit;
  background: var(--progress-main);
  transition: inline-size ${({ theme }) => theme.motion.duration.standard};

  &[data-state='indeterminate'] {
    inline-size: 40%;
    animation: ${slide} 1.4s ${({ theme }) => theme.motion.easing.standard} infinite;
    :root[data-motion='off'] & {
      ${still}
    }
    @media (prefers-reduced-motion: reduce) {
      ${still}
    }
  }
`;

export const LinearBuffer = styled.span`
  position: absolute;
  inset-block: 0;
  inset-inline-start: 0;
  border-radius: inherit;
  background: var(--progress-buffer);
  transition: inline-size ${({ theme }) => theme.motion.duration.standard};
`;

export const ProgressLabel = styled.span`
  flex-shrink: 0;
  min-inline-size: 3.5ch;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.body2.fontSize};
  font-variant-numeric: tabular-nums;
  text-align: end;
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

export const CircularRoot = styled(ProgressPrimitive.Root)`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  ${colorVars}

  svg {
    display: block;
    transform: rotate(-90deg);
  }
  circle {
    fill: none;
  }
  circle[data-track] {
    stroke: var(--progress-tonal);
  }
  circle[data-bar] {
    stroke: var(--progress-main);
    stroke-linecap: round;
    transition: stroke-dashoffset ${({ theme }) => theme.motion.duration.standard};
  }
  &[data-state='indeterminate'] svg {
    animation: ${spin} 1s linear infinite;
    :root[data-motion='off'] & {
      animation: none;
    }
    @media (prefers-reduced-motion: reduce) {
      animation-duration: 2.4s;
    }
  }
  /* Mirror so the arc grows with the reading direction. */
  [dir='rtl'] & svg {
    transform: rotate(-90deg) scaleY(-1);
  }

  ${ProgressLabel} {
    position: absolute;
    min-inline-size: 0;
    font-size: 0.6875rem;
    text-align: center;
    color: ${({ theme }) => theme.color.text.primary};
  }
`;
