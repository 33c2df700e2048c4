import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Avatar, Button, Card, Stack, Typography } from '@atrium/ui';

import type { DialogExample } from './examples.tsx';

/** An example's card: icon, title, one line, and Open, which opens its dialog. */
export function ExampleCard({ example }: { example: DialogExample }) {
  const { t } = useTranslation('pages');
  const [open, setOpen] = useState(false);
  const { icon: Icon, Dialog } = example;
  const title = t(example.titleKey);
  const titleId = `dialog-example-${example.id}`;
  return (
    <Card as="article" aria-labelledby={titleId} fullHeight data-testid={titleId}>
      <Card.Content>
        <Stack gap={3} align="center" textAlign="center">
          <Avatar size="lg" color="primary" shape="rounded" alt="">
            <Icon size={26} aria-hidden />
          </Avatar>
          <Typography variant="h6" as="h2" id={titleId}>
            {title}
          </Typography>
          <Typography variant="body2" color="secondary">
            {t(example.descriptionKey)}
          </Typography>
          <Button
            onClick={() => setOpen(true)}
            aria-label={t('dialogs.openNamed', { name: title })}
            data-testid={`${titleId}-open`}
          >
            {t('dialogs.open')}
          </Button>
        </Stack>
      </Card.Content>
      <Dialog open={open} onOpenChange={setOpen} />
    </Card>
  );
}
