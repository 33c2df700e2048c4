import styled, { keyframes } from 'styled-components';

import { bareInputStyles } from '../field/control-box.styles.ts';
import { plainIconButton } from '../theme/mixins.ts';

export const ComboInput = styled.input`
  ${bareInputStyles}
  flex: 1 0 80px;
  min-block-size: calc(var(--field-height, 40px) - 10px);
`;

export const ToggleButton = styled.button`
  ${plainIconButton({ size: 28 })}
  flex-shrink: 0;

  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

export const Spinner = styled.span`
  flex-shrink: 0;
  inline-size: 16px;
  block-size: 16px;
  border: 2px solid ${({ theme }) => theme.color.primary.main};
  border-inline-end-color: transparent;
  border-radius: ${({ theme }) => theme.radius.round};
  animation: ${spin} 0.7s linear infinite;
`;

export const ListStatus = styled.div`
  padding: ${({ theme }) => theme.space(2, 3)};
  color: ${({ theme }) => theme.color.text.secondary};

  &:empty {
    display: none;
  }
`;
