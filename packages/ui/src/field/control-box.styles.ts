import { css } from 'styled-components';

/**
 * The bordered box of text-like controls (text field, textarea, select trigger, combobox, date
 * input). State comes from data attributes on the box: `data-invalid`, `data-disabled`,
 * `data-readonly`, and `:focus-within` for focus.
 */
export const controlBoxStyles = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-block-size: var(--field-height, 40px);
  padding-inline: var(--field-padding, 14px);
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.paper};
  color: ${({ theme }) => theme.color.text.primary};
  font-family: inherit;
  font-size: var(--field-font, 0.9375rem);
  transition:
    border-color ${({ theme }) => theme.motion.duration.short},
    box-shadow ${({ theme }) => theme.motion.duration.short};

  &:hover:not([data-disabled]):not([data-readonly]) {
    border-color: ${({ theme }) => theme.color.text.secondary};
  }
  &:focus-within:not([data-readonly]),
  &[data-focused] {
    border-color: ${({ theme }) => theme.color.primary.main};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.color.primary.main};
  }
  &[data-invalid],
  &[data-invalid]:hover {
    border-color: ${({ theme }) => theme.color.error.main};
  }
  &[data-invalid]:focus-within {
    box-shadow: 0 0 0 1px ${({ theme }) => theme.color.error.main};
  }
  &[data-disabled] {
    background: ${({ theme }) => theme.color.subtle};
    color: ${({ theme }) => theme.color.text.disabled};
    cursor: not-allowed;
  }
  &[data-readonly] {
    background: ${({ theme }) => theme.color.subtle};
  }
`;

/** The bare native input or textarea inside a control box. */
export const bareInputStyles = css`
  flex: 1;
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  border: 0;
  outline: 0;
  background: transparent;
  color: inherit;
  font: inherit;

  &::placeholder {
    color: ${({ theme }) => theme.color.text.secondary};
    opacity: 1;
  }
  &:disabled {
    cursor: not-allowed;
  }
`;
