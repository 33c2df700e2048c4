import type { ReactNode } from 'react';

import { Avatar, Stack, Typography } from '@atrium/ui';

export interface IdentityCellProps {
  /** Picture URL; the initials of `name` show while it loads and if it fails. */
  image?: string;
  /** Who or what the row is: the avatar's initials and the first line. */
  name: string;
  /** The line under the name (an email, a brand, a company). */
  detail: ReactNode;
  /** The first line when it is more than the name's text (a link to the details screen). */
  title?: ReactNode;
  /** A person (small round avatar) or a product (larger rounded square picture). */
  kind?: 'person' | 'product';
  /** The name in semibold, when the cell is the row's heading. */
  strong?: boolean;
  /** Width the cell keeps when the table is narrow, in pixels. */
  minInlineSize?: number;
  /**
   * Widest the two lines may be (a CSS length); longer text ends in an ellipsis and shows in
   * full on hover. Without it the lines wrap only where they have spaces.
   */
  maxInlineSize?: string;
}

/**
 * A person or a product as a table cell: avatar, name and a secondary line. The lists (customers,
 * orders, referrals, reviews) and the order's items all show their rows' subjects this way.
 */
export function IdentityCell({
  image,
  name,
  detail,
  title,
  kind = 'person',
  strong = false,
  minInlineSize,
  maxInlineSize,
}: IdentityCellProps) {
  const truncate = maxInlineSize !== undefined;
  return (
    <Stack direction="row" gap={3} align="center" minInlineSize={minInlineSize}>
      <Avatar
        src={image}
        name={name}
        alt=""
        {...(kind === 'product' ? { shape: 'rounded', size: 'md' } : { size: 'sm' })}
      />
      <Stack gap={0} maxInlineSize={maxInlineSize}>
        {title ?? (
          <Typography
            variant="body2"
            as="span"
            weight={strong ? 'semibold' : undefined}
            truncate={truncate}
            title={truncate ? name : undefined}
          >
            {name}
          </Typography>
        )}
        <Typography
          variant="caption"
          color="secondary"
          truncate={truncate}
          title={truncate && typeof detail === 'string' ? detail : undefined}
        >
          {detail}
        </Typography>
      </Stack>
    </Stack>
  );
}
