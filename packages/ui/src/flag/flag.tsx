import styled from 'styled-components';

/**
 * A country's flag beside its name: an image (decorative, `alt=""`, unless the name is not shown)
 * with the slightly rounded corners of a printed flag.
 */
export const Flag = styled.img`
  border-radius: ${({ theme }) => theme.radius.xs};
`;
