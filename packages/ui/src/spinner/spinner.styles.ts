import styled, { keyframes } from 'styled-components';

import { perColor } from '../theme/mixins.ts';

export type SpinnerSize = 'sm' | 'md' | 'lg';
export const spinnerSizes: Record<SpinnerSize, number> = { sm: 16, md: 24, lg: 40 };

const rotate = keyframes`to { transform: rotate(360deg); }`;

export const SpinnerRoot = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  color: ${({ theme }) => theme.color.primary.main};
  ${perColor((c) => ({ color: c.main }))}
  &[data-color='inherit'] {
    color: inherit;
  }
`;

export const SpinnerSvg = styled.svg`
  display: block;
  animation: ${rotate} 0.8s linear infinite;
  /* Turning is the only sign of activity, so reduced motion slows it rather than stopping it. */
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }

  circle {
    fill: none;
    stroke: currentColor;
    stroke-linecap: round;
  }
  circle[data-track] {
    opacity: 0.2;
  }
`;
