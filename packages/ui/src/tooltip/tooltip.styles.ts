import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import styled, { keyframes } from 'styled-components';

import { typeScale } from '../theme/mixins.ts';

const fadeIn = keyframes`from { opacity: 0; transform: scale(0.96); }`;

export const TooltipContent = styled(TooltipPrimitive.Content)`
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  max-inline-size: 280px;
  padding: ${({ theme }) => theme.space(1, 3)};
  border-radius: ${({ theme }) => theme.radius.sm};
  /* Inverted surface: the page's text colour as background reads well in both modes. */
  background: ${({ theme }) => theme.color.text.primary};
  color: ${({ theme }) => theme.color.paper};
  ${typeScale('body2')}
  box-shadow: ${({ theme }) => theme.shadow.sm};
  transform-origin: var(--radix-tooltip-content-transform-origin);

  &[data-state='delayed-open'],
  &[data-state='instant-open'] {
    animation: ${fadeIn} ${({ theme }) => theme.motion.duration.short} ease-out;
  }
`;

export const TooltipArrow = styled(TooltipPrimitive.Arrow)`
  fill: ${({ theme }) => theme.color.text.primary};
`;

/** Disabled native controls fire no pointer or focus events; this focusable wrapper does. */
export const DisabledTriggerWrapper = styled.span`
  display: inline-flex;
  border-radius: ${({ theme }) => theme.radius.md};

  > * {
    pointer-events: none;
  }
`;
