import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { Button, Card, PageHeader, Stack } from '@atrium/ui';

import { Can } from './access/can.tsx';
import type { AppSubject } from './access/subjects.ts';

export interface ListPageFrameProps {
  title: string;
  description: string;
  /** The header's button to the create screen, shown to a user who may create `subject`. */
  create: { to: string; label: string; subject: AppSubject };
  /** The figures above the table (a summary's cards). */
  summary?: ReactNode;
  /** The table, and its dialogs. */
  children: ReactNode;
}

/**
 * A list screen's frame: the header with its create button, the summary, then the table in a
 * card (the product and invoice lists).
 */
export function ListPageFrame({
  title,
  description,
  create,
  summary,
  children,
}: ListPageFrameProps) {
  return (
    <Stack gap={6}>
      <PageHeader
        title={title}
        description={description}
        actions={
          <Can do="create" on={create.subject}>
            <Button asChild startIcon={<IconPlus size={18} />}>
              <Link to={create.to}>{create.label}</Link>
            </Button>
          </Can>
        }
      />
      {summary}
      <Card>{children}</Card>
    </Stack>
  );
}
