import styled from 'styled-components';

export const RatingRoot = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(0.5)};
  --star-size: 28px;

  &[data-size='sm'] {
    --star-size: 20px;
  }
`;

export const Star = styled.span`
  position: relative;
  display: inline-block;
  inline-size: var(--star-size);
  block-size: var(--star-size);
  color: ${({ theme }) => theme.color.text.disabled};

  svg {
    position: absolute;
    inset: 0;
    inline-size: 100%;
    block-size: 100%;
  }
  & > svg[data-filled] {
    color: ${({ theme }) => theme.color.warning.main};
    visibility: hidden;
  }
  &[data-fill='full'] > svg[data-filled] {
    visibility: visible;
  }
  /* Half a star fills from the start of the line: the right half in right-to-left. */
  &[data-fill='half'] > svg[data-filled] {
    visibility: visible;
    clip-path: inset(0 50% 0 0);
  }
  [dir='rtl'] &[data-fill='half'] > svg[data-filled] {
    clip-path: inset(0 0 0 50%);
  }
  [aria-invalid='true'] & {
    color: ${({ theme }) => theme.color.error.main};
  }
  [data-disabled] & {
    opacity: 0.45;
  }
`;

export const StarLabel = styled.label`
  position: absolute;
  inset-block: 0;
  inset-inline-start: 0;
  inline-size: 100%;
  z-index: 1;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radius.sm};

  &[data-half] {
    inline-size: 50%;
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.color.focus};
  }
  &:has(input:disabled) {
    cursor: not-allowed;
  }
  input {
    position: absolute;
    opacity: 0;
    inline-size: 1px;
    block-size: 1px;
    margin: 0;
  }
`;
