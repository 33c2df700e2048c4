import styled, { css } from 'styled-components';

import type { TypographyVariant } from '../theme/tokens.ts';

export type TypographyColor =
  | 'primary'
  | 'secondary'
  | 'disabled'
  | 'inherit'
  | 'brand'
  | 'success'
  | 'info'
  | 'warning'
  | 'error';

export interface TypographyStyleProps {
  $variant: TypographyVariant;
  $color: TypographyColor;
  $align?: 'start' | 'center' | 'end' | undefined;
  $truncate: boolean;
  $gutter: boolean;
  $weight?: TypographyWeight | undefined;
  $nowrap: boolean;
  $maxLines?: number | undefined;
}

export type TypographyWeight = 'regular' | 'medium' | 'semibold' | 'bold';

export const StyledTypography = styled.p<TypographyStyleProps>`
  margin: 0;
  ${({ theme, $variant }) => {
    const t = theme.typography[$variant];
    return css`
      font-size: ${t.fontSize};
      line-height: ${t.lineHeight};
      font-weight: ${t.fontWeight};
      letter-spacing: ${t.letterSpacing ?? 'normal'};
      text-transform: ${t.textTransform ?? 'none'};
      font-family: ${$variant === 'code' ? theme.font.mono : 'inherit'};
    `;
  }}
  ${({ theme, $variant }) =>
    $variant === 'code' &&
    css`
      padding: ${theme.space(0.5, 1.5)};
      border-radius: ${theme.radius.sm};
      background: ${theme.color.subtle};
    `}
  color: ${({ theme, $color }) => {
    switch ($color) {
      case 'inherit':
        return 'inherit';
      case 'primary':
        return theme.color.text.primary;
      case 'secondary':
        return theme.color.text.secondary;
      case 'disabled':
        return theme.color.text.disabled;
      case 'brand':
        return theme.color.primary.text;
      default:
        return theme.color[$color].text;
    }
  }};
  text-align: ${({ $align }) => $align ?? 'inherit'};
  margin-block-end: ${({ theme, $gutter }) => ($gutter ? theme.space(2) : '0')};
  ${({ theme, $weight }) => ($weight ? `font-weight: ${theme.font.weight[$weight]};` : '')}
  ${({ $nowrap }) => ($nowrap ? 'white-space: nowrap;' : '')}
  ${({ $maxLines }) =>
    $maxLines !== undefined &&
    css`
      display: -webkit-box;
      -webkit-line-clamp: ${$maxLines};
      -webkit-box-orient: vertical;
      overflow: hidden;
    `}
  ${({ $truncate }) =>
    $truncate &&
    css`
      overflow: hidden;
      white-space: nowrap;
      text-overflow: ellipsis;
    `}
`;
