import styled from 'styled-components';

import { bareList } from '../theme/mixins.ts';

export const LanesRoot = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(5)};
  overflow-x: auto;
  overscroll-behavior-inline: contain;
  /* Room for the focus ring and the lifted shadow, which the scroll box would clip. */
  padding: ${({ theme }) => theme.space(1, 1, 4)};
`;

export const LaneRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  flex-shrink: 0;
  /* One lane is a card's width: 280 px on the 4 px grid, narrow enough for a 360 px phone. */
  inline-size: ${({ theme }) => theme.space(70)};
  max-inline-size: calc(100vw - ${({ theme }) => theme.space(16)});
  border-radius: ${({ theme }) => theme.radius.lg};
  outline: 2px dashed transparent;
  outline-offset: ${({ theme }) => theme.space(1)};

  &[data-drop-target] {
    outline-color: ${({ theme }) => theme.color.primary.outline};
  }
  &[data-dragging] {
    opacity: 0.5;
  }
  &[data-lifted] {
    outline: 2px solid ${({ theme }) => theme.color.primary.main};
    background: ${({ theme }) => theme.color.primary.tonal};
  }
`;

export const LaneListRoot = styled.ul`
  ${bareList}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  /* An empty lane still takes a drop. */
  min-block-size: ${({ theme }) => theme.space(12)};
  border-radius: ${({ theme }) => theme.radius.md};

  &[data-drop-target] {
    background: ${({ theme }) => theme.color.primary.tonal};
  }
`;

export const LaneItemRoot = styled.li`
  position: relative;
  border-radius: ${({ theme }) => theme.radius.lg};

  &[data-dragging] {
    opacity: 0.4;
  }
  &[data-lifted] > * {
    outline: 2px solid ${({ theme }) => theme.color.primary.main};
    outline-offset: 2px;
    box-shadow: ${({ theme }) => theme.shadow.lg};
  }
  /* Where a dragged item would land: a line in the gap before or after this one. */
  &[data-drop]::after {
    content: '';
    position: absolute;
    inset-inline: 0;
    block-size: 3px;
    border-radius: 2px;
    background: ${({ theme }) => theme.color.primary.main};
  }
  &[data-drop='before']::after {
    inset-block-start: calc(${({ theme }) => theme.space(-2)} - 1.5px);
  }
  &[data-drop='after']::after {
    inset-block-end: calc(${({ theme }) => theme.space(-2)} - 1.5px);
  }
`;
