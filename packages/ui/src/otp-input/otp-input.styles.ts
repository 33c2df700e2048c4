import styled from 'styled-components';

export const OtpRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  min-inline-size: 0;
`;

/**
 * The boxes share the row: square, at most 52 px, narrower on a 360 px phone, spread over its
 * width so the row lines up with the fields around it whichever way the page reads.
 */
export const OtpRow = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

export const OtpBox = styled.input`
  flex: 1 1 0;
  min-inline-size: 0;
  max-inline-size: 52px;
  aspect-ratio: 1;
  margin: 0;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.paper};
  color: ${({ theme }) => theme.color.text.primary};
  font-family: inherit;
  font-size: ${({ theme }) => theme.typography.h5.fontSize};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  font-variant-numeric: tabular-nums;
  text-align: center;
  caret-color: ${({ theme }) => theme.color.primary.main};
  outline: 0;
  transition:
    border-color ${({ theme }) => theme.motion.duration.short},
    box-shadow ${({ theme }) => theme.motion.duration.short};

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.color.text.secondary};
  }
  &:focus {
    border-color: ${({ theme }) => theme.color.primary.main};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.color.primary.main};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.error.main};
  }
  &[aria-invalid='true']:focus {
    box-shadow: 0 0 0 1px ${({ theme }) => theme.color.error.main};
  }
  &:disabled {
    background: ${({ theme }) => theme.color.subtle};
    color: ${({ theme }) => theme.color.text.disabled};
    cursor: not-allowed;
  }
`;
