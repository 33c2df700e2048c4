import styled from 'styled-components';

import { bareList, perColor, typeScale } from '../theme/mixins.ts';

export const TimelineRoot = styled.ol`
  ${bareList}
`;

/*
 * Each item is a three-column grid: opposite, dot and line, content. Grid columns follow the
 * writing direction, so right-to-left pages mirror the timeline without extra rules.
 */
export const TimelineItemRoot = styled.li`
  display: grid;
  grid-template-columns: 0 auto minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space(3)};

  [data-has-opposite] > & {
    grid-template-columns: minmax(0, 1fr) auto minmax(0, 2fr);
  }
  [data-position='start'] > & {
    grid-template-columns: minmax(0, 1fr) auto 0;
  }
  [data-position='start'][data-has-opposite] > & {
    grid-template-columns: minmax(0, 2fr) auto minmax(0, 1fr);
  }
  [data-position='alternate'] > & {
    grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
  }

  /* Content on the start side: every row for 'start', every second row for 'alternate'. */
  [data-position='start'] > & > [data-part='content'],
  [data-position='alternate'] > &:nth-child(even) > [data-part='content'] {
    grid-column: 1;
    text-align: end;
  }
  [data-position='start'] > & > [data-part='opposite'],
  [data-position='alternate'] > &:nth-child(even) > [data-part='opposite'] {
    grid-column: 3;
    text-align: start;
  }
`;

export const TimelineOpposite = styled.div`
  grid-column: 1;
  grid-row: 1;
  padding-block: ${({ theme }) => theme.space(0.5)};
  text-align: end;
  color: ${({ theme }) => theme.color.text.secondary};
  ${typeScale('body2')}
  overflow: hidden;
`;

export const TimelineSeparator = styled.div`
  grid-column: 2;
  grid-row: 1;
  display: flex;
  flex-direction: column;
  align-items: center;

  &::after {
    content: '';
    flex: 1;
    inline-size: 2px;
    min-block-size: ${({ theme }) => theme.space(4)};
    margin-block: ${({ theme }) => theme.space(1)};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.divider};
  }
  li:last-child > &::after {
    visibility: hidden;
  }
`;

/** The dot's colour shades, read by its variants below. */
const dotColorVars = perColor((c) => ({
  '--dot-main': c.main,
  '--dot-tonal': c.tonal,
  '--dot-text': c.text,
}));

export const TimelineDot = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  inline-size: 12px;
  block-size: 12px;
  margin-block-start: 5px;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius.round};

  ${dotColorVars}

  &[data-variant='filled'] {
    background: var(--dot-main);
    box-shadow: 0 0 0 4px var(--dot-tonal);
  }
  &[data-variant='outlined'] {
    border-color: var(--dot-main);
  }
  &[data-icon] {
    inline-size: 32px;
    block-size: 32px;
    margin-block-start: 0;
    border: 0;
    background: var(--dot-tonal);
    box-shadow: none;
    color: var(--dot-text);
  }
`;

export const TimelineContent = styled.div`
  grid-column: 3;
  grid-row: 1;
  min-inline-size: 0;
  padding-block: ${({ theme }) => theme.space(0, 5)};
  color: ${({ theme }) => theme.color.text.secondary};
  ${typeScale('body2')}

  [data-icon] ~ & {
    padding-block-start: ${({ theme }) => theme.space(1.5)};
  }
`;

export const TimelineTitle = styled.div`
  color: ${({ theme }) => theme.color.text.primary};
  ${typeScale('subtitle')}
  font-weight: ${({ theme }) => theme.font.weight.medium};
  margin-block-end: ${({ theme }) => theme.space(0.5)};
`;
