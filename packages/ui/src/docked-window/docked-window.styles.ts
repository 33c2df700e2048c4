import styled from 'styled-components';

import { typeScale } from '../theme/mixins.ts';

export const WindowRoot = styled.section`
  position: fixed;
  inset-block-end: 0;
  inset-inline-end: ${({ theme }) => theme.space(6)};
  /* Above the page and its drawers' triggers, below a modal it opens (a confirm) and menus. */
  z-index: ${({ theme }) => theme.zIndex.drawer};
  display: flex;
  flex-direction: column;
  inline-size: min(600px, calc(100vw - ${({ theme }) => theme.space(12)}));
  max-block-size: calc(100dvh - ${({ theme }) => theme.space(16)});
  background: ${({ theme }) => theme.color.paper};
  color: ${({ theme }) => theme.color.text.primary};
  border: ${({ theme }) => theme.surface.border};
  border-end-start-radius: 0;
  border-end-end-radius: 0;
  border-start-start-radius: ${({ theme }) => theme.radius.lg};
  border-start-end-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.surface.overlayShadow};
  outline: none;

  &[data-minimized] {
    inline-size: min(320px, calc(100vw - ${({ theme }) => theme.space(12)}));
  }

  /* A phone gives the whole screen to the window; minimised, it is a bar along the bottom. */
  ${({ theme }) => theme.media.down('sm')} {
    inset-inline: 0;
    inline-size: 100vw;
    border-radius: 0;
    &:not([data-minimized]) {
      inset-block-start: 0;
      max-block-size: none;
    }
    &[data-minimized] {
      inline-size: 100vw;
    }
  }
`;

export const WindowHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(2, 2, 2, 5)};
  border-block-end: 1px solid ${({ theme }) => theme.color.divider};
  [data-minimized] > & {
    border-block-end: none;
  }
`;

export const WindowTitle = styled.h2`
  flex: 1;
  min-inline-size: 0;
  margin: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  ${typeScale('h6', true)}
`;

export const WindowBody = styled.div`
  flex: 1;
  min-block-size: 0;
  overflow: auto;
  padding: ${({ theme }) => theme.space(4, 5)};
`;

export const WindowFooter = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3, 5)};
  border-block-start: 1px solid ${({ theme }) => theme.color.divider};
  &[hidden] {
    display: none;
  }
`;
