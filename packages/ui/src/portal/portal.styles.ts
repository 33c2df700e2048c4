import { Portal as PortalPrimitive } from '@radix-ui/react-portal';
import styled from 'styled-components';

/** The portal's own box; it adds no layout so portalled content positions itself. */
export const PortalRoot = styled(PortalPrimitive)`
  display: contents;
`;
