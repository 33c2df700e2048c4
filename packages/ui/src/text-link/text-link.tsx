import styled from 'styled-components';

/**
 * A link that reads as a name in a list (primary text colour, semibold, no underline, long names
 * wrap anywhere). Render a router's link through it with `as`: `<TextLink as={Link} to="…">`.
 */
export const TextLink = styled.a`
  color: ${({ theme }) => theme.color.primary.text};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;
  overflow-wrap: anywhere;
`;
