import { IconBell, IconSearch } from '@tabler/icons-react';

import { Brand } from '../brand/brand.tsx';
import { Button } from '../button/button.tsx';
import { Card } from '../card/card.tsx';
import { sampleNav } from '../nav-menu/nav-menu.fixtures.ts';
import { NavMenu } from '../nav-menu/nav-menu.tsx';
import { Stack } from '../stack/stack.tsx';
import { Typography } from '../typography/typography.tsx';

export const brand = <Brand name="Atrium" />;

export const navigation = (
  <NavMenu aria-label="Main" entries={sampleNav} activeId="ecommerce.orderList" />
);

export function navbar() {
  return (
    <Stack direction="row" align="center" gap={2} style={{ inlineSize: '100%' }}>
      <Button variant="text" color="secondary" startIcon={<IconSearch size={20} />}>
        Search
      </Button>
      <span style={{ flex: 1 }} />
      <Button variant="text" color="secondary" aria-label="Notifications">
        <IconBell size={20} aria-hidden />
      </Button>
    </Stack>
  );
}

export const pageContent = (
  <Stack gap={6}>
    <Typography variant="h4" as="h1">
      Orders
    </Typography>
    <Card>
      <Card.Header title="Recent orders" subtitle="Last 7 days" />
      <Card.Content>
        <Typography color="secondary">128 orders, 12 awaiting payment.</Typography>
      </Card.Content>
    </Card>
  </Stack>
);
