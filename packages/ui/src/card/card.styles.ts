import styled from 'styled-components';

export const CardRoot = styled.div`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
  background: ${({ theme }) => theme.color.paper};
  color: ${({ theme }) => theme.color.text.primary};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.surface.shadow};
  border: ${({ theme }) => theme.surface.border};
  overflow: hidden;

  &[data-variant='outlined'] {
    box-shadow: none;
    border: 1px solid ${({ theme }) => theme.color.divider};
  }
  &[data-full-height] {
    block-size: 100%;
  }
  /* Its content already clips (overflow: hidden), so paint containment changes no picture. */
  &[data-contained] {
    contain: content;
  }
`;

export const CardHeaderRoot = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(6, 6, 0)};
`;

export const CardHeaderText = styled.div`
  flex: 1;
  min-inline-size: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(0.5)};
`;

export const CardHeaderAction = styled.div`
  flex-shrink: 0;
  margin-block: ${({ theme }) => theme.space(-1)};
  margin-inline-end: ${({ theme }) => theme.space(-2)};
`;

export const CardContent = styled.div`
  padding: ${({ theme }) => theme.space(6)};
  flex: 1;
`;

export const CardMedia = styled.img`
  display: block;
  inline-size: 100%;
  object-fit: cover;
`;

export const CardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(0, 6, 6)};
  /* The buttons of a form card sit at the end of the line. */
  &[data-align='end'] {
    justify-content: flex-end;
  }
`;
