import * as PopoverPrimitive from '@radix-ui/react-popover';
import styled, { keyframes } from 'styled-components';

import { overlaySurface } from '../theme/mixins.ts';

const popIn = keyframes`from { opacity: 0; transform: scale(0.97); }`;

export const PopoverContent = styled(PopoverPrimitive.Content)`
  position: relative;
  z-index: ${({ theme }) => theme.zIndex.popover};
  inline-size: max-content;
  max-inline-size: min(340px, calc(100vw - ${({ theme }) => theme.space(8)}));
  padding: ${({ theme }) => theme.space(4)};
  ${overlaySurface('lg')}
  font-size: ${({ theme }) => theme.typography.body2.fontSize};
  line-height: ${({ theme }) => theme.typography.body2.lineHeight};
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
  font-size: ${({ theme }) => theme.typography.h6.fontSize};
  line-height: ${({ theme }) => theme.typography.h6.lineHeight};
  font-weight: ${({ theme }) => theme.typography.h6.fontWeight};
`;

export const PopoverCloseSlot = styled.div`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space(2)};
  inset-inline-end: ${({ theme }) => theme.space(2)};
`;
