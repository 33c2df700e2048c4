import styled from 'styled-components';

import { bareList } from '../theme/mixins.ts';

export const PaginationRoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3, 6)};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.body2.fontSize};
`;

export const PaginationSummary = styled.p`
  margin: 0;
  margin-inline-end: auto;
`;

export const PageSizeField = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

export const PageSizeSelect = styled.select`
  min-block-size: 32px;
  padding-block: 0;
  padding-inline: ${({ theme }) => theme.space(2, 7)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background-color: ${({ theme }) => theme.color.paper};
  color: ${({ theme }) => theme.color.text.primary};
  font: inherit;
  cursor: pointer;
  /* A native select keeps its accessible behaviour; only the arrow is redrawn, on the end side. */
  appearance: none;
  background-image:
    linear-gradient(45deg, transparent 50%, currentColor 50%),
    linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-size: 5px 5px;
  background-repeat: no-repeat;
  background-position:
    calc(100% - 15px) 50%,
    calc(100% - 10px) 50%;
  &:dir(rtl) {
    background-position:
      10px 50%,
      15px 50%;
  }
  &:hover {
    border-color: ${({ theme }) => theme.color.text.secondary};
  }
`;

export const PageList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  ${bareList}
`;

const sizes = { sm: 30, md: 38, lg: 48 } as const;

export const PageButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-inline-size: ${sizes.md}px;
  block-size: ${sizes.md}px;
  padding: ${({ theme }) => theme.space(0, 2)};
  border: none;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.subtle};
  color: ${({ theme }) => theme.color.text.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.body1.fontSize};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.duration.short};

  &:hover:not([aria-current]) {
    background: ${({ theme }) => theme.color.primary.tonal};
    color: ${({ theme }) => theme.color.primary.text};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.primary.solid};
    color: ${({ theme }) => theme.color.primary.contrast};
    box-shadow: ${({ theme }) => theme.shadow.xs};
  }
  &[data-size='sm'] {
    min-inline-size: ${sizes.sm}px;
    block-size: ${sizes.sm}px;
    font-size: ${({ theme }) => theme.typography.body2.fontSize};
  }
  &[data-size='lg'] {
    min-inline-size: ${sizes.lg}px;
    block-size: ${sizes.lg}px;
  }
`;

export const Ellipsis = styled.span`
  display: inline-flex;
  justify-content: center;
  min-inline-size: ${sizes.sm}px;
  color: ${({ theme }) => theme.color.text.secondary};
`;
