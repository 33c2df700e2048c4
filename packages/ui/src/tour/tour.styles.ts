import * as PopoverPrimitive from '@radix-ui/react-popover';
import styled, { keyframes } from 'styled-components';

import { overlaySurface, typeScale } from '../theme/mixins.ts';

const fadeIn = keyframes`from { opacity: 0; }`;

export const SpotlightSvg = styled.svg`
  position: fixed;
  inset: 0;
  inline-size: 100%;
  block-size: 100%;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  pointer-events: none;
  animation: ${fadeIn} ${({ theme }) => theme.motion.duration.standard} ease-out;
  path {
    fill: ${({ theme }) => theme.color.overlay};
  }
`;

export const SpotlightRing = styled.rect`
  fill: none;
  stroke: ${({ theme }) => theme.color.primary.main};
  stroke-width: 2;
`;

export const TourCard = styled(PopoverPrimitive.Content)`
  z-index: ${({ theme }) => theme.zIndex.popover};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  inline-size: min(340px, calc(100vw - ${({ theme }) => theme.space(8)}));
  padding: ${({ theme }) => theme.space(5)};
  ${overlaySurface('lg')}
  outline: none;
  &[data-state='open'] {
    animation: ${fadeIn} ${({ theme }) => theme.motion.duration.short} ease-out;
  }
`;

export const TourProgress = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.primary.text};
  font-size: ${({ theme }) => theme.typography.overline.fontSize};
  font-weight: ${({ theme }) => theme.typography.overline.fontWeight};
  letter-spacing: ${({ theme }) => theme.typography.overline.letterSpacing};
  text-transform: uppercase;
`;

export const TourTitle = styled(PopoverPrimitive.Title)`
  margin: 0;
  ${typeScale('h6', true)}
`;

export const TourBody = styled(PopoverPrimitive.Description)`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
  ${typeScale('body2')}
`;

export const TourFooter = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-start: ${({ theme }) => theme.space(2)};
  > :first-child {
    margin-inline-end: auto;
    margin-inline-start: ${({ theme }) => theme.space(-3)};
  }
`;

export const TourArrow = styled(PopoverPrimitive.Arrow)`
  fill: ${({ theme }) => theme.color.paper};
`;
