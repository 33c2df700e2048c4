import * as AccordionPrimitive from '@radix-ui/react-accordion';
import styled, { keyframes } from 'styled-components';

import { insetTriggerStates, typeScale } from '../theme/mixins.ts';

const open = keyframes`from { block-size: 0; } to { block-size: var(--radix-accordion-content-height); }`;
const close = keyframes`from { block-size: var(--radix-accordion-content-height); } to { block-size: 0; }`;

export const AccordionRoot = styled(AccordionPrimitive.Root)`
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.color.paper};
  color: ${({ theme }) => theme.color.text.primary};
  border-radius: ${({ theme }) => theme.radius.lg};

  &[data-variant='default'] {
    box-shadow: ${({ theme }) => theme.surface.shadow};
    border: ${({ theme }) => theme.surface.border};
  }
  &[data-variant='bordered'] {
    border: 1px solid ${({ theme }) => theme.color.divider};
  }
`;

export const AccordionItem = styled(AccordionPrimitive.Item)`
  & + & {
    border-block-start: 1px solid ${({ theme }) => theme.color.divider};
  }
`;

export const AccordionHeader = styled(AccordionPrimitive.Header)`
  margin: 0;
  display: flex;
  ${typeScale('body1')}
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const AccordionTrigger = styled(AccordionPrimitive.Trigger)`
  flex: 1;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4, 5)};
  border: none;
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-align: start;
  cursor: pointer;

  ${insetTriggerStates}
  &[data-state='open'] {
    color: ${({ theme }) => theme.color.primary.text};
  }
`;

export const AccordionIcon = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  color: ${({ theme }) => theme.color.text.secondary};
  [data-state='open'] > & {
    color: inherit;
  }
`;

export const AccordionChevron = styled.span`
  display: inline-flex;
  margin-inline-start: auto;
  color: ${({ theme }) => theme.color.text.secondary};
  transition: transform ${({ theme }) => theme.motion.duration.standard};
  [data-state='open'] > & {
    transform: rotate(180deg);
  }
`;

export const AccordionContent = styled(AccordionPrimitive.Content)`
  overflow: hidden;
  color: ${({ theme }) => theme.color.text.secondary};
  &[data-state='open'] {
    animation: ${open} ${({ theme }) => theme.motion.duration.standard}
      ${({ theme }) => theme.motion.easing.standard};
  }
  &[data-state='closed'] {
    animation: ${close} ${({ theme }) => theme.motion.duration.standard}
      ${({ theme }) => theme.motion.easing.standard};
  }
`;

export const AccordionContentInner = styled.div`
  padding: ${({ theme }) => theme.space(0, 5, 5)};
`;
