import * as RadixRadio from '@radix-ui/react-radio-group';
import styled from 'styled-components';

export const StyledRoot = styled(RadixRadio.Root)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2.5)};
  --choice-size: 20px;
  --choice-font: ${({ theme }) => theme.typography.body1.fontSize};

  &[data-orientation='horizontal'] {
    flex-direction: row;
    flex-wrap: wrap;
    column-gap: ${({ theme }) => theme.space(6)};
  }
  [data-size='sm'] > & {
    --choice-size: 16px;
    --choice-font: ${({ theme }) => theme.typography.body2.fontSize};
  }
`;

export const StyledItem = styled(RadixRadio.Item)`
  all: unset;
  box-sizing: border-box;
  flex-shrink: 0;
  display: inline-grid;
  place-items: center;
  inline-size: var(--choice-size);
  block-size: var(--choice-size);
  border: 2px solid ${({ theme }) => theme.color.text.secondary};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.paper};
  cursor: pointer;

  &:hover:not([data-disabled]) {
    border-color: ${({ theme }) => theme.color.primary.main};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  &[data-state='checked'] {
    border-color: ${({ theme }) => theme.color.primary.solid};
  }
  [aria-invalid='true'] > * > & {
    border-color: ${({ theme }) => theme.color.error.main};
  }
  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.45;
  }
`;

export const StyledIndicator = styled(RadixRadio.Indicator)`
  display: block;
  inline-size: 50%;
  block-size: 50%;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.primary.solid};
`;
