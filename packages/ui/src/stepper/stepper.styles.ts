import styled from 'styled-components';

import { bareList } from '../theme/mixins.ts';

export const StepList = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  ${bareList}

  &[data-orientation='vertical'] {
    flex-direction: column;
  }
`;

export const StepItem = styled.li`
  flex: 1;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-inline-size: 0;
  color: ${({ theme }) => theme.color.text.secondary};

  /* The connector line after each step but the last. */
  &:not(:last-child)::after {
    content: '';
    flex: 1;
    min-inline-size: 16px;
    block-size: 2px;
    border-radius: 1px;
    background: ${({ theme }) => theme.color.divider};
  }
  &[data-state='complete']:not(:last-child)::after {
    background: ${({ theme }) => theme.color.primary.main};
  }
  /* A column of steps is read top to bottom; the row's connector lines would only add noise. */
  [data-orientation='vertical'] > &::after {
    display: none;
  }
  &[data-state='current'] {
    color: ${({ theme }) => theme.color.text.primary};
  }
`;

export const StepIcon = styled.span`
  display: grid;
  place-items: center;
  flex-shrink: 0;
  inline-size: 36px;
  block-size: 36px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.subtle};
  color: ${({ theme }) => theme.color.text.secondary};
  font-weight: ${({ theme }) => theme.font.weight.medium};

  [data-state='current'] > & {
    background: ${({ theme }) => theme.color.primary.solid};
    color: ${({ theme }) => theme.color.primary.contrast};
  }
  [data-state='complete'] > & {
    background: ${({ theme }) => theme.color.primary.tonal};
    color: ${({ theme }) => theme.color.primary.text};
  }
  [data-state='error'] > & {
    background: ${({ theme }) => theme.color.error.tonal};
    color: ${({ theme }) => theme.color.error.text};
  }
`;

export const StepText = styled.span`
  display: grid;
  min-inline-size: 0;

  & > span:first-child {
    font-weight: ${({ theme }) => theme.font.weight.medium};
    font-size: ${({ theme }) => theme.typography.body1.fontSize};
  }
  & > span + span {
    font-size: ${({ theme }) => theme.typography.body2.fontSize};
    color: ${({ theme }) => theme.color.text.secondary};
  }
  [data-state='error'] > & > span:first-child {
    color: ${({ theme }) => theme.color.error.text};
  }
`;

export const WizardRoot = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};

  &[data-orientation='vertical'] {
    ${({ theme }) => theme.media.up('md')} {
      grid-template-columns: minmax(200px, 260px) 1fr;
      align-items: start;
    }
  }
`;

export const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.h5.fontSize};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    outline: none;
  }
`;

export const ErrorList = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.space(3, 4)};
  padding-inline-start: ${({ theme }) => theme.space(8)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.error.tonal};
  color: ${({ theme }) => theme.color.error.text};
  font-size: ${({ theme }) => theme.typography.body2.fontSize};
`;

export const Actions = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;
