import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { Button, Card, PageHeader, Stack } from '@atrium/ui';

export interface ListPageFrameProps {
  title: string;
  description: string;
  /**
   * The header's create button: a link to the create screen, or `onClick` (a drawer). Left out
   * when the user may not create (`useCan('create', …)`): the action is hidden.
   */
  create?: { label: string; testId?: string } & ({ to: string } | { onClick: () => void });
  /** The figures above the table (a summary's cards). */
  summary?: ReactNode;
  /** The table, and its dialogs. */
  children: ReactNode;
}

function CreateButton(create: NonNullable<ListPageFrameProps['create']>) {
  const icon = <IconPlus size={18} />;
  if ('to' in create) {
    return (
      <Button asChild startIcon={icon} data-testid={create.testId}>
        <Link to={create.to}>{create.label}</Link>
      </Button>
    );
  }
  return (
    <Button startIcon={icon} onClick={create.onClick} data-testid={create.testId}>
      {create.label}
    </Button>
  );
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
        actions={create && <CreateButton {...create} />}
      />
      {summary}
      <Card>{children}</Card>
    </Stack>
  );
}
