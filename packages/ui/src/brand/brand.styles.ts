import styled from 'styled-components';

import { collapsedRail } from '../utils/nav-rail.ts';
import { visuallyHiddenCss } from '../visually-hidden/visually-hidden.styles.ts';
import { typeScale } from '../theme/mixins.ts';

export const BrandRoot = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2.5)};
  white-space: nowrap;
  color: ${({ theme }) => theme.color.primary.text};
  ${typeScale('h5')}
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const BrandMark = styled.svg`
  flex-shrink: 0;
  inline-size: 32px;
  block-size: 32px;

  rect {
    fill: ${({ theme }) => theme.color.primary.solid};
  }
  path {
    fill: ${({ theme }) => theme.color.primary.contrast};
  }
`;

/**
 * In an icon rail (a collapsed sidebar that is not hovered or focused) only the mark shows; the
 * name stays in the accessibility tree, so a link around the brand keeps its name.
 */
export const BrandName = styled.span`
  ${collapsedRail} & {
    ${visuallyHiddenCss}
  }
`;
