import type { ChatStatus } from '@atrium/mocks/types';
import type { ReactNode } from 'react';

import { Avatar, Stack, Typography } from '@atrium/ui';

/** The top of a panel: the person's large avatar with presence, their name and a second line. */
export function PanelPerson({
  avatar,
  name,
  status,
  caption,
}: {
  avatar: string;
  name: string;
  status: ChatStatus;
  caption?: string;
}) {
  return (
    <Stack gap={2} align="center">
      <Avatar src={avatar} name={name} alt="" size="xl" status={status} />
      <Typography variant="h5" as="p">
        {name}
      </Typography>
      {caption && (
        <Typography variant="body2" color="secondary">
          {caption}
        </Typography>
      )}
    </Stack>
  );
}

/** One labelled fact of a panel (about, status), its label a small heading. */
export function PanelFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={1}>
      <Typography variant="overline" as="h3" color="secondary">
        {label}
      </Typography>
      <Typography variant="body2">{children}</Typography>
    </Stack>
  );
}
