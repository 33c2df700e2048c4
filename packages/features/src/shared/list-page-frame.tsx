import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { Button, Card, PageHeader, Stack } from '@atrium/ui';

export interface ListPageFrameProps {
  title: string;
  description: string;
  /** The header's button to the create screen. */
  create: { to: string; label: string };
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
          <Button asChild startIcon={<IconPlus size={18} />}>
            <Link to={create.to}>{create.label}</Link>
          </Button>
        }
      />
      {summary}
      <Card>{children}</Card>
    </Stack>
  );
}
