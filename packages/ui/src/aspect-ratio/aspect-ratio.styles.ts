import styled from 'styled-components';

export const AspectRatioRoot = styled.div`
  position: relative;
  inline-size: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.selected};

  /* The media fills the box whatever its own size, so the box never jumps while it loads. */
  & > img,
  & > video,
  & > iframe,
  & > picture {
    position: absolute;
    inset: 0;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
    border: 0;
  }
`;
