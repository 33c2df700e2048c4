import styled from 'styled-components';

import { plainIconButton } from '../theme/mixins.ts';

export const CalendarRoot = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  inline-size: max-content;
`;

export const CalendarHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

export const MonthTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.subtitle.fontSize};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-transform: capitalize;
`;

export const NavButton = styled.button`
  ${plainIconButton({ size: 32, tone: 'primary' })}
`;

export const Grid = styled.table`
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.body2.fontSize};

  th {
    inline-size: 36px;
    block-size: 28px;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.color.text.secondary};
  }
`;

export const Day = styled.td`
  padding: 1px 0;
  text-align: center;

  & > span {
    display: inline-grid;
    place-items: center;
    inline-size: 34px;
    block-size: 34px;
    border-radius: ${({ theme }) => theme.radius.round};
    cursor: pointer;
  }
  &:hover > span {
    background: ${({ theme }) => theme.color.hover};
  }
  &:focus {
    outline: none;
  }
  &:focus-visible > span {
    outline: 2px solid ${({ theme }) => theme.color.primary.main};
    outline-offset: 1px;
  }
  &[data-outside] {
    color: ${({ theme }) => theme.color.text.secondary};
  }
  &[aria-current='date'] > span {
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.primary.main};
  }
  &[data-in-range] {
    background: ${({ theme }) => theme.color.primary.tonal};
  }
  &[aria-selected='true'] > span {
    background: ${({ theme }) => theme.color.primary.solid};
    color: ${({ theme }) => theme.color.primary.contrast};
  }
  &[aria-disabled='true'] > span {
    color: ${({ theme }) => theme.color.text.disabled};
    text-decoration: line-through;
    cursor: not-allowed;
    background: none;
  }
`;
