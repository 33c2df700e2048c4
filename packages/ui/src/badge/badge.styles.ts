import styled from 'styled-components';

import { perColor } from '../theme/mixins.ts';

export const BadgeRoot = styled.span`
  position: relative;
  display: inline-flex;
  flex-shrink: 0;
  vertical-align: middle;
`;

export const BadgeBubble = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  min-inline-size: 20px;
  block-size: 20px;
  padding-inline: ${({ theme }) => theme.space(1.5)};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: 0.75rem;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: 1;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  /* "99+" keeps its order in right-to-left pages. */
  direction: ltr;
  unicode-bidi: isolate;
  transition: transform ${({ theme }) => theme.motion.duration.short};

  ${perColor((c) => ({ background: c.solid, color: c.contrast }))}

  &[data-dot] {
    min-inline-size: 10px;
    block-size: 10px;
    padding: 0;
  }

  /* On a child it sits on the top end corner, ringed by the surface colour. */
  [data-anchored] > & {
    position: absolute;
    inset-block-start: 0;
    inset-inline-end: 0;
    transform: translate(50%, -50%);
    box-shadow: 0 0 0 2px ${({ theme }) => theme.color.paper};
  }
  [dir='rtl'] [data-anchored] > & {
    transform: translate(-50%, -50%);
  }
  [data-anchored][data-overlap='circular'] > & {
    inset-block-start: 14%;
    inset-inline-end: 14%;
  }
  [data-anchored] > &[data-invisible] {
    transform: translate(50%, -50%) scale(0);
  }
  [dir='rtl'] [data-anchored] > &[data-invisible] {
    transform: translate(-50%, -50%) scale(0);
  }
`;
