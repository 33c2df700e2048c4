import styled from 'styled-components';

export const Figure = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-inline-size: 0;
  color: ${({ theme }) => theme.color.text.primary};
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  & > figcaption {
    margin-inline-end: auto;
    font-size: ${({ theme }) => theme.typography.subtitle.fontSize};
    font-weight: 600;
  }
`;

export const ToggleButton = styled.button`
  margin-inline-start: auto;
  padding: ${({ theme }) => theme.space(1, 2)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.primary.text};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.body2.fontSize};
  font-weight: 500;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.primary.tonal};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

/** nivo's responsive wrapper fills its parent, so the parent must have a size. */
export const Plot = styled.div`
  position: relative;
  inline-size: 100%;
  min-inline-size: 0;
  /* nivo positions SVG text for left-to-right; inherited rtl would flip every text anchor. */
  direction: ltr;
  /* The SVG's own text is unreadable to assistive technology; the figure has a summary. */
  & svg text {
    user-select: none;
  }
`;
