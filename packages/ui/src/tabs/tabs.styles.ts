import * as TabsPrimitive from '@radix-ui/react-tabs';
import styled from 'styled-components';

import { insetTriggerStates } from '../theme/mixins.ts';

export const TabsRoot = styled(TabsPrimitive.Root)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-inline-size: 0;
  &[data-orientation='vertical'] {
    flex-direction: row;
  }
`;

export const TabsListFrame = styled.div`
  display: flex;
  align-items: stretch;
  min-inline-size: 0;
  [data-variant='underline'] > &[data-orientation='horizontal'] {
    border-block-end: 1px solid ${({ theme }) => theme.color.divider};
  }
  [data-variant='underline'] > &[data-orientation='vertical'] {
    border-inline-end: 1px solid ${({ theme }) => theme.color.divider};
  }
  &[data-orientation='vertical'] {
    flex-direction: column;
    flex-shrink: 0;
  }
`;

export const TabsScroller = styled.div`
  flex: 1;
  min-inline-size: 0;
  overflow-x: auto;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  [data-orientation='vertical'] > & {
    overflow-x: visible;
  }
`;

export const TabsList = styled(TabsPrimitive.List)`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  inline-size: max-content;
  min-inline-size: 100%;
  &[data-orientation='vertical'] {
    flex-direction: column;
    inline-size: auto;
  }
  [data-variant='pills'] & {
    gap: ${({ theme }) => theme.space(2)};
  }
`;

export const TabsTrigger = styled(TabsPrimitive.Trigger)`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-block-size: 40px;
  padding: ${({ theme }) => theme.space(2, 4)};
  border: none;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.text.primary};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  transition:
    color ${({ theme }) => theme.motion.duration.short},
    background-color ${({ theme }) => theme.motion.duration.short};

  ${insetTriggerStates}
  &[data-orientation='vertical'] {
    justify-content: flex-start;
  }
  svg {
    flex-shrink: 0;
  }

  /* Underline: a bar on the list edge marks the active tab. */
  [data-variant='underline'] & {
    border-end-start-radius: 0;
    border-end-end-radius: 0;
  }
  [data-variant='underline'] &[data-state='active'] {
    color: ${({ theme }) => theme.color.primary.text};
    &::after {
      content: '';
      position: absolute;
      inset-inline: 0;
      inset-block-end: -1px;
      block-size: 2px;
      background: ${({ theme }) => theme.color.primary.main};
    }
  }
  [data-variant='underline'] &[data-state='active'][data-orientation='vertical'] {
    border-radius: ${({ theme }) => theme.radius.md};
    border-start-end-radius: 0;
    border-end-end-radius: 0;
    &::after {
      inset-inline: auto -1px;
      inset-block: 0;
      block-size: auto;
      inline-size: 2px;
    }
  }

  /* Pills: the active tab is a filled chip. */
  [data-variant='pills'] &[data-state='active'] {
    background: ${({ theme }) => theme.color.primary.solid};
    color: ${({ theme }) => theme.color.primary.contrast};
    box-shadow: ${({ theme }) => theme.shadow.xs};
  }
`;

export const TabsContent = styled(TabsPrimitive.Content)`
  flex: 1;
  min-inline-size: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
`;

export const ScrollButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  inline-size: 32px;
  padding: 0;
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.color.text.secondary};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.hover};
  }
  &[data-hidden] {
    visibility: hidden;
  }
`;

export const TabIcon = styled.span`
  display: inline-flex;
`;
