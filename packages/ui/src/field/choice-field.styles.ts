import styled, { css } from 'styled-components';

export const ChoiceRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.color.text.primary};
  --choice-size: 20px;
  --choice-font: ${({ theme }) => theme.typography.body1.fontSize};

  &[data-size='sm'] {
    --choice-size: 16px;
    --choice-font: ${({ theme }) => theme.typography.body2.fontSize};
  }
`;

export const ChoiceRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2.5)};

  &[data-control-end] {
    justify-content: space-between;
  }
`;

export const ChoiceText = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(0.5)};
  min-inline-size: 0;
  font-size: var(--choice-font);
  /* Centre the first text line on the control. */
  padding-block-start: calc((var(--choice-size) - 1.375em) / 2);
`;

export const ChoiceLabel = styled.label`
  line-height: 1.375em;
  cursor: pointer;

  &[data-disabled] {
    color: ${({ theme }) => theme.color.text.disabled};
    cursor: not-allowed;
  }
`;

export const ChoiceDescription = styled.div`
  font-size: ${({ theme }) => theme.typography.body2.fontSize};
  line-height: ${({ theme }) => theme.typography.body2.lineHeight};
  color: ${({ theme }) => theme.color.text.secondary};
`;

/** Helper and error text under a choice, aligned with its label rather than its control. */
export const ChoiceFooter = styled.div`
  padding-inline-start: calc(var(--choice-size) + ${({ theme }) => theme.space(2.5)});

  &[data-control-end] {
    padding-inline-start: 0;
  }
`;

/**
 * The box of a checkbox or the circle of a radio, `--choice-size` square and outlined; the
 * control adds its corner.
 */
export const choiceMark = css`
  all: unset;
  box-sizing: border-box;
  flex-shrink: 0;
  display: inline-grid;
  place-items: center;
  inline-size: var(--choice-size, 20px);
  block-size: var(--choice-size, 20px);
  border: 2px solid ${({ theme }) => theme.color.text.secondary};
  background: ${({ theme }) => theme.color.paper};
`;

/** The pointer, hover border and focus ring of a checkbox, a radio and a choice card. */
export const choiceHoverFocus = css`
  cursor: pointer;

  &:hover:not([data-disabled]) {
    border-color: ${({ theme }) => theme.color.primary.main};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;
