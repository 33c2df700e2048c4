import styled from 'styled-components';

export const IconRoot = styled.svg`
  display: inline-block;
  flex-shrink: 0;
  vertical-align: middle;
`;
