import styled from 'styled-components';

export const Scroller = styled.div`
  /* The containing block of a hidden caption's absolute text: else it escapes the scroll and
     widens a phone's page by the table's overflow. */
  position: relative;
  overflow: auto;
  max-inline-size: 100%;
  border-radius: ${({ theme }) => theme.radius.md};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

export const StyledTable = styled.table`
  inline-size: 100%;
  border-collapse: separate;
  border-spacing: 0;
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.typography.body1.fontSize};
  --st-cell-block: ${({ theme }) => theme.space(3)};
  --st-cell-inline: ${({ theme }) => theme.space(4)};

  caption {
    caption-side: top;
    padding: ${({ theme }) => theme.space(0, 0, 2)};
    text-align: start;
    font-weight: 600;
    color: ${({ theme }) => theme.color.text.primary};
  }
  th,
  td {
    padding: var(--st-cell-block) var(--st-cell-inline);
    text-align: start;
    border-block-end: 1px solid ${({ theme }) => theme.color.divider};
    background: ${({ theme }) => theme.color.paper};
  }
  thead th {
    background: ${({ theme }) => theme.color.subtle};
    font-size: ${({ theme }) => theme.typography.body2.fontSize};
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.02em;
    white-space: nowrap;
  }
  tbody th {
    font-weight: 500;
  }
  /* A row header that reads as the row's plain text (a list of settings), not as a heading. */
  tbody th[data-plain] {
    font-weight: inherit;
  }
  tfoot td,
  tfoot th {
    font-weight: 600;
    border-block-end: 0;
  }
  [data-align='end'] {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  [data-align='center'] {
    text-align: center;
  }

  &[data-striped] tbody tr:nth-child(even) > * {
    background: ${({ theme }) => theme.color.subtle};
  }
  &[data-hover] tbody tr:hover > * {
    background: ${({ theme }) => theme.color.hover};
  }
  &[data-dense] {
    --st-cell-block: ${({ theme }) => theme.space(1.5)};
    --st-cell-inline: ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.typography.body2.fontSize};
  }
  &[data-sticky-header] thead th {
    position: sticky;
    inset-block-start: 0;
    z-index: 1;
  }
`;
