import styled from 'styled-components';

export const ConfirmError = styled.p`
  margin: ${({ theme }) => theme.space(2, 6, 0)};
  padding: ${({ theme }) => theme.space(2, 3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.error.tonal};
  color: ${({ theme }) => theme.color.error.text};
  font-size: ${({ theme }) => theme.typography.body2.fontSize};
`;
