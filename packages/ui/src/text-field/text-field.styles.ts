import styled from 'styled-components';

import { bareInputStyles, controlBoxStyles } from '../field/control-box.styles.ts';
import { plainIconButton } from '../theme/mixins.ts';

export const InputBox = styled.div`
  ${controlBoxStyles}
  cursor: text;
`;

export const StyledInput = styled.input`
  ${bareInputStyles}
  block-size: calc(var(--field-height, 40px) - 2px);

  /* Our own clear button replaces the browser's. */
  &::-webkit-search-cancel-button {
    appearance: none;
  }
`;

export const Adornment = styled.span`
  display: inline-flex;
  align-items: center;
  flex-shrink: 0;
  color: ${({ theme }) => theme.color.text.secondary};
  white-space: nowrap;
`;

export const AdornmentButton = styled.button`
  ${plainIconButton({ size: 28 })}
  flex-shrink: 0;
  margin-inline-end: ${({ theme }) => theme.space(-1.5)};

  &:hover {
    color: ${({ theme }) => theme.color.text.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.primary.main};
    outline-offset: 1px;
  }
  & + & {
    margin-inline-start: ${({ theme }) => theme.space(-1)};
  }
`;

export const Counter = styled.span`
  flex-shrink: 0;
  font-size: ${({ theme }) => theme.typography.caption.fontSize};
  line-height: ${({ theme }) => theme.typography.caption.lineHeight};
  color: ${({ theme }) => theme.color.text.secondary};
  font-variant-numeric: tabular-nums;

  &[data-full] {
    color: ${({ theme }) => theme.color.error.text};
  }
`;
