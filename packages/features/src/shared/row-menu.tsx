import { IconDotsVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { IconButton, Menu } from '@atrium/ui';

export interface RowMenuProps {
  /** The trigger's accessible name ("Actions for …"). */
  label: string;
  'data-testid'?: string;
  /** The `Menu.Item`s. */
  children: ReactNode;
}

/** The menu at the end of a table row, behind a "more" button. */
export function RowMenu({ label, 'data-testid': testId, children }: RowMenuProps) {
  return (
    <Menu
      align="end"
      trigger={
        <IconButton variant="text" size="sm" label={label} data-testid={testId}>
          <IconDotsVertical size={18} />
        </IconButton>
      }
    >
      {children}
    </Menu>
  );
}
