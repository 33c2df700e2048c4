import * as RadixCheckbox from '@radix-ui/react-checkbox';
import * as RadixRadio from '@radix-ui/react-radio-group';
import styled, { css } from 'styled-components';

import { choiceHoverFocus } from '../field/choice-field.styles.ts';

export const CardGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fill, minmax(var(--choice-card-min, 200px), 1fr));
`;

const card = css`
  all: unset;
  box-sizing: border-box;
  position: relative;
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: start;
  gap: ${({ theme }) => theme.space(1, 3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.paper};
  color: ${({ theme }) => theme.color.text.primary};
  transition:
    border-color ${({ theme }) => theme.motion.duration.short},
    box-shadow ${({ theme }) => theme.motion.duration.short};
  ${choiceHoverFocus}
  &[data-state='checked'] {
    border-color: ${({ theme }) => theme.color.primary.main};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.primary.main};
  }
  [aria-invalid='true'] > & {
    border-color: ${({ theme }) => theme.color.error.main};
  }
  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

export const RadioCard = styled(RadixRadio.Item)`
  ${card}
`;

export const CheckboxCard = styled(RadixCheckbox.Root)`
  ${card}
`;

export const CardIcon = styled.span`
  grid-row: span 2;
  display: grid;
  place-items: center;
  inline-size: 40px;
  block-size: 40px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary.tonal};
  color: ${({ theme }) => theme.color.primary.text};
`;

export const CardTitle = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const CardPrice = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.primary.text};
  white-space: nowrap;
`;

export const CardDescription = styled.span`
  grid-column: 2 / -1;
  font-size: ${({ theme }) => theme.typography.body2.fontSize};
  color: ${({ theme }) => theme.color.text.secondary};
`;

export const CardMark = styled.span`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space(-2)};
  inset-inline-end: ${({ theme }) => theme.space(-2)};
  display: none;
  place-items: center;
  inline-size: 22px;
  block-size: 22px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.primary.solid};
  color: ${({ theme }) => theme.color.primary.contrast};

  [data-state='checked'] > & {
    display: grid;
  }
`;
