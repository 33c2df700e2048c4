import type { ReactNode } from 'react';

import { Avatar, Stack, Typography } from '@atrium/ui';

export interface AvatarLineProps {
  image: string;
  name: string;
  /** Under the name, smaller and muted. */
  detail?: ReactNode;
  /** A card's title (an h2) rather than a line of a list. */
  heading?: boolean;
  /** Avatar above the centred text (a person's card) instead of beside it. */
  centered?: boolean;
  /** At the far end of the line (a chip, a status). */
  end?: ReactNode;
}

/**
 * A person, team or project of the profile: the picture, the name and a second line. The picture
 * is decorative: the name beside it says who it is.
 */
export function AvatarLine({ image, name, detail, heading, centered, end }: AvatarLineProps) {
  return (
    <Stack
      direction={centered ? 'column' : 'row'}
      gap={centered ? 4 : 3}
      align="center"
      as={heading ? 'div' : 'li'}
    >
      <Avatar src={image} name={name} size={centered ? 88 : 'md'} alt="" />
      <Stack gap={0} grow={!centered} align={centered ? 'center' : undefined}>
        <Typography
          variant={heading ? 'h5' : 'body1'}
          as={heading ? 'h2' : 'p'}
          weight={heading ? undefined : 'semibold'}
        >
          {name}
        </Typography>
        {detail && (
          <Typography variant="body2" color="secondary">
            {detail}
          </Typography>
        )}
      </Stack>
      {end}
    </Stack>
  );
}
