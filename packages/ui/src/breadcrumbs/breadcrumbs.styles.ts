import styled from 'styled-components';

import { bareList, typeScale } from '../theme/mixins.ts';

export const BreadcrumbsList = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  ${bareList}
  ${typeScale('body1')}
`;

export const BreadcrumbsListItem = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-inline-size: 0;
`;

export const Separator = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.color.text.disabled};
`;

export const CrumbLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.text.secondary};
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.color.primary.text};
    text-decoration: underline;
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.text.primary};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    text-decoration: none;
  }
`;

export const CrumbText = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  color: ${({ theme }) => theme.color.text.secondary};

  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.text.primary};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

export const EllipsisButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-inline-size: 28px;
  block-size: 22px;
  padding: 0 ${({ theme }) => theme.space(1)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.subtle};
  color: ${({ theme }) => theme.color.text.secondary};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.selected};
  }
`;
