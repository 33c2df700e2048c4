import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { Avatar, Stack, Typography } from '@atrium/ui';

export interface IconTileProps {
  icon: TablerIcon;
  /** Its `h3`. */
  title: ReactNode;
  text: ReactNode;
  /** The icon's square, in pixels; the icon is half of it. */
  size?: number;
  /** Space between the parts, in 4 px steps. */
  gap?: number;
  /** Below the text: an action. */
  children?: ReactNode;
}

/** A centred tile: an icon in a tonal square, a title and a line of text (a feature, a topic). */
export function IconTile({ icon: Icon, title, text, size = 48, gap = 3, children }: IconTileProps) {
  return (
    <Stack gap={gap} align="center">
      <Avatar shape="rounded" color="primary" size={size} aria-hidden>
        <Icon size={size / 2} aria-hidden />
      </Avatar>
      <Typography variant="h5" as="h3" align="center">
        {title}
      </Typography>
      <Typography color="secondary" align="center">
        {text}
      </Typography>
      {children}
    </Stack>
  );
}
