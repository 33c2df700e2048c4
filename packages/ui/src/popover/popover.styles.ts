import * as PopoverPrimitive from '@radix-ui/react-popover';
import styled, { keyframes } from 'styled-components';

import { overlaySurface, typeScale } from '../theme/mixins.ts';

const popIn = keyframes`from { opacity: 0; transform: scale(0.97); }`;

export const PopoverContent = styled(PopoverPrimitive.Content)`
  position: relative;
  z-index: ${({ theme }) => theme.zIndex.popover};
  inline-size: max-content;
  max-inline-size: min(340px, calc(100vw - ${({ theme }) => theme.space(8)}));
  padding: ${({ theme }) => theme.space(4)};
  ${overlaySurface('lg')}
  ${typeScale('body2')}
  transform-origin: var(--radix-popover-content-transform-origin);
  outline: none;
  &[data-state='open'] {
    animation: ${popIn} ${({ theme }) => theme.motion.duration.short} ease-out;
  }
  &[data-closable] {
    padding-inline-end: ${({ theme }) => theme.space(11)};
  }
`;

export const PopoverArrow = styled(PopoverPrimitive.Arrow)`
  fill: ${({ theme }) => theme.color.paper};
`;

export const PopoverTitle = styled.h2`
  margin: ${({ theme }) => theme.space(0, 0, 1.5)};
  ${typeScale('h6', true)}
`;

export const PopoverCloseSlot = styled.div`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space(2)};
  inset-inline-end: ${({ theme }) => theme.space(2)};
`;
