import styled from 'styled-components';

export type FieldSize = 'sm' | 'md';

/** Control heights per size, shared by every form control so a form lines up. */
export const controlHeight = { sm: 32, md: 40 } as const;

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-inline-size: 0;
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.typography.body1.fontSize};
  --field-height: ${controlHeight.md}px;
  --field-font: ${({ theme }) => theme.typography.body1.fontSize};
  --field-padding: ${({ theme }) => theme.space(3.5)};

  &[data-size='sm'] {
    --field-height: ${controlHeight.sm}px;
    --field-font: ${({ theme }) => theme.typography.body2.fontSize};
    --field-padding: ${({ theme }) => theme.space(2.5)};
  }
`;

export const StyledLabel = styled.label`
  display: inline-flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(0.5)};
  font-size: ${({ theme }) => theme.typography.body2.fontSize};
  line-height: ${({ theme }) => theme.typography.body2.lineHeight};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.text.primary};

  /* Secondary, not disabled grey: a group's label is not exempt from contrast rules. */
  &[data-disabled] {
    color: ${({ theme }) => theme.color.text.secondary};
  }
`;

export const RequiredMark = styled.span`
  color: ${({ theme }) => theme.color.error.text};
`;

export const StyledHelper = styled.div`
  font-size: ${({ theme }) => theme.typography.caption.fontSize};
  line-height: ${({ theme }) => theme.typography.caption.lineHeight};
  color: ${({ theme }) => theme.color.text.secondary};
`;

export const StyledError = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.typography.caption.fontSize};
  line-height: ${({ theme }) => theme.typography.caption.lineHeight};
  color: ${({ theme }) => theme.color.error.text};

  svg {
    flex-shrink: 0;
  }
`;

export const FieldFooter = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};

  & > :first-child {
    flex: 1;
  }
`;
