import styled from 'styled-components';

import { typeScale } from '../theme/mixins.ts';

export const PaletteRoot = styled.div`
  display: flex;
  flex-direction: column;
  min-block-size: 0;
  color: ${({ theme }) => theme.color.text.primary};
`;

export const InputRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3, 4)};
  border-block-end: 1px solid ${({ theme }) => theme.color.divider};
  color: ${({ theme }) => theme.color.text.secondary};
`;

export const Input = styled.input`
  flex: 1;
  min-inline-size: 0;
  border: 0;
  outline: none;
  background: transparent;
  color: ${({ theme }) => theme.color.text.primary};
  font: inherit;
  ${typeScale('h5')}

  &::placeholder {
    color: ${({ theme }) => theme.color.text.secondary};
  }
  /* The browser's own clear button would duplicate Escape and sit on the wrong side in RTL. */
  &::-webkit-search-cancel-button {
    appearance: none;
  }
`;

export const Results = styled.div`
  overflow-y: auto;
  max-block-size: min(60vh, 480px);
  padding: ${({ theme }) => theme.space(2)};
`;

export const Listbox = styled.div`
  outline: none;
`;

export const Group = styled.div`
  & + & {
    margin-block-start: ${({ theme }) => theme.space(2)};
  }
`;

export const GroupLabel = styled.div`
  padding: ${({ theme }) => theme.space(2, 3, 1)};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.overline.fontSize};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  letter-spacing: ${({ theme }) => theme.typography.overline.letterSpacing};
  text-transform: uppercase;
`;

export const Option = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-block-size: 40px;
  padding: ${({ theme }) => theme.space(2, 3)};
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;

  &[aria-selected='true'] {
    background: ${({ theme }) => theme.color.primary.tonal};
    color: ${({ theme }) => theme.color.primary.text};
  }
`;

export const OptionIcon = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  color: inherit;
`;

export const OptionText = styled.span`
  display: grid;
  /* Labels set dir="auto"; they still line up with the page's reading side. */
  & > * {
    text-align: match-parent;
  }
  flex: 1;
  min-inline-size: 0;
  ${typeScale('body1')}
`;

export const OptionDescription = styled.span`
  overflow: hidden;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.body2.fontSize};
  text-overflow: ellipsis;
  white-space: nowrap;
  [aria-selected='true'] & {
    color: inherit;
  }
`;

export const EnterHint = styled.span`
  display: inline-flex;
  visibility: hidden;
  [aria-selected='true'] > & {
    visibility: visible;
  }
`;

export const Status = styled.div`
  padding: ${({ theme }) => theme.space(6, 4)};
  color: ${({ theme }) => theme.color.text.secondary};
  text-align: center;
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(2, 4)};
  border-block-start: 1px solid ${({ theme }) => theme.color.divider};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.caption.fontSize};
`;
