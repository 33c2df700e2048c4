import styled from 'styled-components';

import { responsive, type Responsive } from '../grid/grid.styles.ts';

/** A length: a number is pixels, a string any CSS length (`100%`, `100vh`, `40rem`). */
export type BoxSize = number | string;

/** The displays a box switches between: none, or a box of its own. */
export type BoxDisplay = 'none' | 'block' | 'flex' | 'contents';

export interface BoxStyleProps {
  $padding?: Responsive<number> | undefined;
  $paddingBlockStart?: number | undefined;
  $paddingBlockEnd?: number | undefined;
  $paddingInlineEnd?: number | undefined;
  $inlineSize?: BoxSize | undefined;
  $maxInlineSize?: BoxSize | undefined;
  $minInlineSize?: BoxSize | undefined;
  $textAlign?: string | undefined;
  $blockSize?: BoxSize | undefined;
  $minBlockSize?: BoxSize | undefined;
  $grow?: string | undefined;
  $shrink: boolean;
  $pushToEnd: boolean;
  $pushToInlineEnd: boolean;
  $display?: Responsive<BoxDisplay> | undefined;
  $scrollable?: boolean;
}

const length = (v: BoxSize) => (typeof v === 'number' ? `${v}px` : v);

export const BoxRoot = styled.div<BoxStyleProps>`
  ${({ $padding, theme }) => responsive($padding, (n, t) => `padding: ${t.space(n)};`)({ theme })}
  ${({ $paddingBlockStart, theme }) =>
    $paddingBlockStart === undefined
      ? ''
      : `padding-block-start: ${theme.space($paddingBlockStart)};`}
  ${({ $paddingBlockEnd, theme }) =>
    $paddingBlockEnd === undefined ? '' : `padding-block-end: ${theme.space($paddingBlockEnd)};`}
  ${({ $paddingInlineEnd, theme }) =>
    $paddingInlineEnd === undefined ? '' : `padding-inline-end: ${theme.space($paddingInlineEnd)};`}
  ${({ $inlineSize }) => ($inlineSize === undefined ? '' : `inline-size: ${length($inlineSize)};`)}
  ${({ $maxInlineSize }) =>
    $maxInlineSize === undefined ? '' : `max-inline-size: ${length($maxInlineSize)};`}
  ${({ $minInlineSize }) =>
    $minInlineSize === undefined ? '' : `min-inline-size: ${length($minInlineSize)};`}
  ${({ $textAlign }) => ($textAlign === undefined ? '' : `text-align: ${$textAlign};`)}
  ${({ $blockSize }) => ($blockSize === undefined ? '' : `block-size: ${length($blockSize)};`)}
  ${({ $minBlockSize }) =>
    $minBlockSize === undefined ? '' : `min-block-size: ${length($minBlockSize)};`}
  ${({ $grow }) => ($grow === undefined ? '' : `flex: ${$grow};`)}
  ${({ $shrink }) => ($shrink ? '' : 'flex-shrink: 0;')}
  ${({ $pushToEnd }) => ($pushToEnd ? 'margin-block-start: auto;' : '')}
  ${({ $pushToInlineEnd }) => ($pushToInlineEnd ? 'margin-inline-start: auto;' : '')}
  ${({ $display, theme }) => responsive($display, (v) => `display: ${v};`)({ theme })}
  ${({ $scrollable }) =>
    $scrollable ? 'min-block-size: 0; overflow-y: auto; overscroll-behavior: contain;' : ''}
`;
