import styled, { type DefaultTheme } from 'styled-components';

import { breakpoints, type Breakpoint } from '../theme/tokens.ts';
import { bareList } from '../theme/mixins.ts';

/** A value for every screen, or per breakpoint from that width up (mobile first). */
export type Responsive<T> = T | Partial<Record<Breakpoint, T>>;

const order = Object.keys(breakpoints) as Breakpoint[];

/** Emits `rule(value)` for a plain value, or one media query per breakpoint given. */
export function responsive<T>(
  value: Responsive<T> | undefined,
  rule: (v: T, theme: DefaultTheme) => string,
) {
  return ({ theme }: { theme: DefaultTheme }): string => {
    if (value === undefined) return '';
    if (typeof value !== 'object' || value === null) return rule(value, theme);
    const byBreakpoint = value as Partial<Record<Breakpoint, T>>;
    return order
      .map((bp) => {
        const v = byBreakpoint[bp];
        if (v === undefined) return '';
        return bp === 'xs' ? rule(v, theme) : `${theme.media.up(bp)} { ${rule(v, theme)} }`;
      })
      .join('\n');
  };
}

export interface GridStyleProps {
  $columns: Responsive<number>;
  $gap: Responsive<number>;
  $rowGap?: Responsive<number> | undefined;
  $alignItems?: string | undefined;
  $alignContent?: string | undefined;
  $grow: boolean;
}

export const GridRoot = styled.div<GridStyleProps>`
  display: grid;
  min-inline-size: 0;
  ${({ $columns, theme }) =>
    responsive($columns, (n) => `grid-template-columns: repeat(${n}, minmax(0, 1fr));`)({ theme })}
  ${({ $gap, theme }) => responsive($gap, (n, t) => `gap: ${t.space(n)};`)({ theme })}
  ${({ $rowGap, theme }) => responsive($rowGap, (n, t) => `row-gap: ${t.space(n)};`)({ theme })}
  ${({ $alignItems }) => ($alignItems ? `align-items: ${$alignItems};` : '')}
  ${({ $alignContent }) => ($alignContent ? `align-content: ${$alignContent};` : '')}
  ${({ $grow }) => ($grow ? 'flex: 1 1 0%;' : '')}

  /* As a list the grid drops the bullets and indent; :where keeps a consumer's styles stronger. */
  &:where(ul, ol) {
    ${bareList}
  }
`;

export const GridItemRoot = styled.div<{ $span?: Responsive<number | 'full'> | undefined }>`
  min-inline-size: 0;
  ${({ $span, theme }) =>
    responsive($span, (n) => `grid-column: ${n === 'full' ? '1 / -1' : `span ${n}`};`)({ theme })}
`;
