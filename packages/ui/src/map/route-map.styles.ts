import styled from 'styled-components';

export const Root = styled.div`
  position: relative;
  inline-size: 100%;
  min-inline-size: 0;
`;

/** The focusable window on the map: keys zoom and pan it. */
export const Surface = styled.div`
  position: relative;
  overflow: hidden;
  /* The map is geography, not text: it is never mirrored in right-to-left. */
  direction: ltr;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.info.tonal};
  touch-action: none;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  & > svg {
    display: block;
    cursor: grab;
    user-select: none;
  }
  & > svg:active {
    cursor: grabbing;
  }
`;

export const Land = styled.path`
  fill: ${({ theme }) => theme.color.paper};
  stroke: ${({ theme }) => theme.color.divider};
  stroke-width: 0.5;
  vector-effect: non-scaling-stroke;
`;

export const Route = styled.g`
  --route-color: ${({ theme }) => theme.color.secondary.main};
  &[data-selected] {
    --route-color: ${({ theme }) => theme.color.primary.main};
  }
  & path {
    fill: none;
    stroke: var(--route-color);
    stroke-width: 2;
    stroke-linecap: round;
    vector-effect: non-scaling-stroke;
  }
  & path[data-part='ahead'] {
    stroke-dasharray: 4 5;
    opacity: 0.7;
  }
  &[data-selected] path {
    stroke-width: 3;
  }
  & circle {
    fill: ${({ theme }) => theme.color.paper};
    stroke: var(--route-color);
    stroke-width: 2;
    vector-effect: non-scaling-stroke;
  }
`;

/** The vehicles, above the drawing at a constant size whatever the zoom. */
export const Markers = styled.div`
  position: absolute;
  inset: 0;
  pointer-events: none;
`;

export const Marker = styled.button`
  position: absolute;
  inset-block-start: 0;
  left: 0;
  display: grid;
  place-items: center;
  inline-size: 28px;
  block-size: 28px;
  margin: -14px 0 0 -14px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  cursor: pointer;
  pointer-events: auto;
  &::before {
    content: '';
    inline-size: 14px;
    block-size: 14px;
    border-radius: 50%;
    border: 3px solid ${({ theme }) => theme.color.secondary.main};
    background: ${({ theme }) => theme.color.paper};
    box-shadow: ${({ theme }) => theme.shadow.sm};
  }
  &[aria-pressed='true'] {
    z-index: 1;
  }
  &[aria-pressed='true']::before {
    inline-size: 20px;
    block-size: 20px;
    border-color: ${({ theme }) => theme.color.paper};
    background: ${({ theme }) => theme.color.primary.main};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 0;
  }
`;

export const Controls = styled.div`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space(2)};
  inset-inline-end: ${({ theme }) => theme.space(2)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.paper};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;
