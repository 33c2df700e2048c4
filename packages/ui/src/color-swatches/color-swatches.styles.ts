import * as RadixRadio from '@radix-ui/react-radio-group';
import styled from 'styled-components';

export const SwatchRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

export const SwatchGroup = styled(RadixRadio.Root)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * One colour as a square with a ring in its own colour when chosen. The colour itself is data
 * (`--swatch`, set inline by the component), not a theme token. 44 px: a comfortable touch target.
 */
const swatchBox = `
  box-sizing: border-box;
  position: relative;
  display: inline-grid;
  place-items: center;
  inline-size: 44px;
  block-size: 44px;
  padding: 0;
  cursor: pointer;
`;

export const SwatchItem = styled(RadixRadio.Item)`
  all: unset;
  ${swatchBox}
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.paper};

  &::before {
    content: '';
    inline-size: 28px;
    block-size: 28px;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: var(--swatch);
  }
  &:hover:not([data-disabled]) {
    border-color: var(--swatch);
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  &[data-state='checked'] {
    border: 2px solid var(--swatch);
  }
`;

export const SwatchMark = styled(RadixRadio.Indicator)`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  /* White on the chosen colour: the check is decorative, the radio state says it. */
  color: #fff;
  filter: drop-shadow(0 0 1px rgb(0 0 0 / 0.6));
`;

export const CustomSwatch = styled.label`
  ${swatchBox}
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.paper};
  color: ${({ theme }) => theme.color.text.secondary};

  svg {
    position: relative;
  }
  /* A custom colour shows like a preset: filled, with the same white check on it. */
  &[data-selected] {
    border: 2px solid var(--swatch);
    color: #fff;
  }
  &[data-selected]::before {
    content: '';
    position: absolute;
    inset: 6px;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: var(--swatch);
  }
  &[data-selected] svg {
    filter: drop-shadow(0 0 1px rgb(0 0 0 / 0.6));
  }
  &:hover {
    border-color: ${({ theme }) => theme.color.primary.main};
  }
  &:focus-within:has(:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }

  /* The native picker covers the box, so a click anywhere opens it. */
  input {
    position: absolute;
    inset: 0;
    inline-size: 100%;
    block-size: 100%;
    margin: 0;
    padding: 0;
    border: 0;
    opacity: 0;
    cursor: pointer;
  }
`;
