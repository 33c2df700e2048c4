import styled, { css } from 'styled-components';

import { colorNames } from '../theme/tokens.ts';
import { typeScale } from '../theme/mixins.ts';

/**
 * Figure and icon side by side; when the figure does not fit beside the icon (a narrow card, a
 * long amount), the icon moves above it instead of covering it. (wrap-reverse turns the cross
 * axis over: flex-end is the top.)
 */
export const StatHeader = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};

  /*
   * In a StatCardGroup the group decides for every card at once (data-stacked). Without the
   * wrap-reverse, flex-start is the top the icon had.
   */
  [data-stat-group] & {
    flex-wrap: nowrap;
    align-items: flex-start;
  }
  [data-stat-group][data-stacked] & {
    flex-direction: column-reverse;
    align-items: flex-start;
  }
`;

/** Measured at its narrowest (the figure alone), so the header wraps only when even that is too wide. */
export const StatText = styled.div`
  flex: 1 1 0;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  min-inline-size: min-content;
`;

export const StatValueRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
`;

export const StatValue = styled.p`
  margin: 0;
  ${typeScale('h4')}
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.text.primary};
  font-variant-numeric: tabular-nums;
`;

export const Trend = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(0.5)};
  font-size: ${({ theme }) => theme.typography.body2.fontSize};
  font-weight: ${({ theme }) => theme.font.weight.medium};

  &[data-sentiment='positive'] {
    color: ${({ theme }) => theme.color.success.text};
  }
  &[data-sentiment='negative'] {
    color: ${({ theme }) => theme.color.error.text};
  }
`;

export const Sparkline = styled.svg`
  display: block;
  inline-size: 100%;
  block-size: 48px;
  margin-block-start: ${({ theme }) => theme.space(4)};
  overflow: visible;

  polyline {
    fill: none;
    stroke-width: 2.5;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  ${({ theme }) =>
    colorNames.map(
      (name) => css`
        &[data-color='${name}'] polyline {
          stroke: ${theme.color[name].main};
        }
        &[data-color='${name}'] polygon {
          fill: ${theme.color[name].tonal};
        }
      `,
    )}
`;

export const StatFooter = styled.p`
  margin: ${({ theme }) => theme.space(3, 0, 0)};
  color: ${({ theme }) => theme.color.text.secondary};
  ${typeScale('body2')}
`;
