import styled from 'styled-components';

import { perColor } from '../theme/mixins.ts';

export const ShareBarRoot = styled.div`
  display: flex;
  gap: 2px;
  inline-size: 100%;
  block-size: 40px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.divider};
`;

/** One part of the whole: its width is its share, its text the share in words. */
export const ShareBarSegment = styled.div`
  display: flex;
  align-items: center;
  min-inline-size: 0;
  padding-inline: ${({ theme }) => theme.space(2)};
  overflow: hidden;
  background: var(--share-solid);
  color: var(--share-contrast);
  font-size: ${({ theme }) => theme.typography.caption.fontSize};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;
  ${perColor((c) => ({ '--share-solid': c.solid, '--share-contrast': c.contrast }))}
`;
