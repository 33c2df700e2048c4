import * as RadixRadio from '@radix-ui/react-radio-group';
import styled from 'styled-components';

import { choiceHoverFocus, choiceMark } from '../field/choice-field.styles.ts';

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
  ${choiceMark}
  border-radius: ${({ theme }) => theme.radius.round};
  ${choiceHoverFocus}
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
