import styled from 'styled-components';

import { Button } from '../button/button.tsx';

/** Square edge length per size, matching the Button heights so they line up in toolbars. */
export const iconButtonSizes = { sm: 30, md: 38, lg: 48 } as const;

/** The Button's colours and variants, squared up around a single icon. */
export const StyledIconButton = styled(Button)`
  && {
    padding: 0;
    inline-size: ${iconButtonSizes.md}px;
    block-size: ${iconButtonSizes.md}px;
    min-block-size: 0;
  }
  &&[data-size='sm'] {
    inline-size: ${iconButtonSizes.sm}px;
    block-size: ${iconButtonSizes.sm}px;
  }
  &&[data-size='lg'] {
    inline-size: ${iconButtonSizes.lg}px;
    block-size: ${iconButtonSizes.lg}px;
  }
  &&[data-shape='round'] {
    border-radius: ${({ theme }) => theme.radius.round};
  }
  > [data-icon] {
    display: inline-flex;
  }
`;
