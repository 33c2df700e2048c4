import styled from 'styled-components';

export const ErrorDetails = styled.details`
  inline-size: 100%;
  max-inline-size: 60ch;
  margin-block-start: ${({ theme }) => theme.space(2)};
  text-align: start;

  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.typography.body2.fontSize};
    border-radius: ${({ theme }) => theme.radius.sm};
  }

  pre {
    margin: ${({ theme }) => theme.space(2, 0, 0)};
    padding: ${({ theme }) => theme.space(3)};
    max-block-size: 200px;
    overflow: auto;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.subtle};
    color: ${({ theme }) => theme.color.text.primary};
    font-family: ${({ theme }) => theme.font.mono};
    font-size: ${({ theme }) => theme.typography.code.fontSize};
    white-space: pre-wrap;
    word-break: break-word;
    /* Stack traces read left to right in every language. */
    direction: ltr;
    text-align: left;
  }
`;
