import * as Checkbox from '@radix-ui/react-checkbox';
import styled, { keyframes } from 'styled-components';

import { unstyledButton } from '../theme/mixins.ts';

export const selectColumnWidth = 48;

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
  background: ${({ theme }) => theme.color.paper};
  border: ${({ theme }) => theme.surface.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.surface.shadow};
  color: ${({ theme }) => theme.color.text.primary};
  overflow: hidden;
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3, 4)};
  border-block-end: 1px solid ${({ theme }) => theme.color.divider};
`;

export const ToolbarStart = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  flex: 1 1 auto;
  min-inline-size: 0;
`;

export const BulkBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2, 4)};
  border-block-end: 1px solid ${({ theme }) => theme.color.divider};
  box-shadow: inset 3px 0 0 ${({ theme }) => theme.color.primary.main};
  color: ${({ theme }) => theme.color.primary.text};
  font-weight: 500;
  [dir='rtl'] & {
    box-shadow: inset -3px 0 0 ${({ theme }) => theme.color.primary.main};
  }
  & > [data-count] {
    margin-inline-end: auto;
  }
`;

/** The scroll box: horizontal scroll on narrow screens, vertical for sticky header and virtual rows. */
export const Scroller = styled.div`
  overflow: auto;
  position: relative;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: -2px;
  }
`;

export const Table = styled.table`
  inline-size: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${({ theme }) => theme.typography.body1.fontSize};
  --dt-cell-block: ${({ theme }) => theme.space(3.5)};
  &[data-density='compact'] {
    --dt-cell-block: ${({ theme }) => theme.space(1.5)};
    font-size: ${({ theme }) => theme.typography.body2.fontSize};
  }

  th,
  td {
    padding-block: var(--dt-cell-block);
    padding-inline: ${({ theme }) => theme.space(4)};
    text-align: start;
    white-space: nowrap;
    border-block-end: 1px solid ${({ theme }) => theme.color.divider};
    background: ${({ theme }) => theme.color.paper};
  }
  th[data-align='end'],
  td[data-align='end'] {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  thead th {
    position: sticky;
    inset-block-start: 0;
    z-index: 2;
    background: ${({ theme }) => theme.color.subtle};
    color: ${({ theme }) => theme.color.text.primary};
    font-size: ${({ theme }) => theme.typography.body2.fontSize};
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.02em;
  }
  tbody tr:hover td {
    background: ${({ theme }) => theme.color.hover};
  }
  tbody tr[data-selected] td {
    background: ${({ theme }) => theme.color.selected};
  }
  /* An expanded row and its details read as one block. */
  tbody tr[data-expanded] td {
    border-block-end: 0;
  }
  tbody tr[data-details] td,
  tbody tr[data-details]:hover td {
    background: ${({ theme }) => theme.color.subtle};
  }
  th[data-column='select'],
  td[data-column='select'] {
    inline-size: ${selectColumnWidth}px;
    min-inline-size: ${selectColumnWidth}px;
    padding-inline: ${({ theme }) => theme.space(3)};
  }
  td[data-column='actions'] {
    inline-size: 1%;
    text-align: end;
  }
  [data-sticky] {
    position: sticky;
    z-index: 1;
  }
  thead [data-sticky] {
    z-index: 3;
  }
  [data-sticky='select'] {
    inset-inline-start: 0;
  }
  [data-sticky='first'] {
    inset-inline-start: var(--dt-sticky-offset, 0);
    box-shadow: inset -1px 0 0 ${({ theme }) => theme.color.divider};
  }
  [dir='rtl'] & [data-sticky='first'] {
    box-shadow: inset 1px 0 0 ${({ theme }) => theme.color.divider};
  }
`;

export const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  ${unstyledButton}
  letter-spacing: inherit;
  text-transform: inherit;
  border-radius: ${({ theme }) => theme.radius.sm};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.color.text.secondary};
  }
  &[data-sorted] svg {
    color: ${({ theme }) => theme.color.primary.text};
  }
`;

export const StateCell = styled.td`
  && {
    padding: ${({ theme }) => theme.space(10, 4)};
    text-align: center;
    white-space: normal;
    color: ${({ theme }) => theme.color.text.secondary};
  }
`;

export const StateMessage = styled.div`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  max-inline-size: 40ch;
`;

const shimmer = keyframes`
  from { opacity: 1; }
  50% { opacity: 0.45; }
  to { opacity: 1; }
`;

export const SkeletonBar = styled.span`
  display: block;
  block-size: 0.75em;
  inline-size: 80%;
  max-inline-size: 12rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.divider};
  animation: ${shimmer} 1.4s ease-in-out infinite;
  [data-motion='off'] & {
    animation: none;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const CheckboxRoot = styled(Checkbox.Root)`
  display: inline-grid;
  place-items: center;
  inline-size: 18px;
  block-size: 18px;
  padding: 0;
  border: 2px solid ${({ theme }) => theme.color.text.secondary};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.primary.contrast};
  cursor: pointer;
  vertical-align: middle;
  &[data-state='checked'],
  &[data-state='indeterminate'] {
    background: ${({ theme }) => theme.color.primary.solid};
    border-color: ${({ theme }) => theme.color.primary.solid};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  &[data-disabled] {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2, 4)};
  padding: ${({ theme }) => theme.space(2, 4)};
  font-size: ${({ theme }) => theme.typography.body2.fontSize};
  color: ${({ theme }) => theme.color.text.secondary};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
  select {
    font: inherit;
    color: ${({ theme }) => theme.color.text.primary};
    background: ${({ theme }) => theme.color.paper};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    padding: ${({ theme }) => theme.space(1, 2)};
  }
  select:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
`;

export const PagerButtons = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space(1)};
`;
