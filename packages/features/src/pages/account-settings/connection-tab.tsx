import type { AccountConnectionsChange } from '@atrium/mocks/types';
import { SOCIAL_SERVICES } from '@atrium/mocks/values';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { Grid, Stack, Typography } from '@atrium/ui';

import { FormCard } from '../../shared/index.ts';
import { SwitchField } from '../../shared/bound-fields.tsx';
import { useUpdateAccountConnectionsMutation } from '../api/account-settings.ts';
import type { AccountTabProps } from './account-tab-props.ts';
import { useAccountForm } from './use-account-form.ts';

const CONNECTED = ['google', 'slack', 'github', 'mailchimp', 'asana'] as const;

const switches = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, z.boolean()])) as Record<K, z.ZodBoolean>);
const schema = z.object({
  connections: switches(CONNECTED),
  socials: switches(SOCIAL_SERVICES),
}) satisfies z.ZodType<AccountConnectionsChange, AccountConnectionsChange>;

const onOff = <K extends string>(rows: readonly { service: K; connected: boolean }[]) =>
  Object.fromEntries(rows.map((row) => [row.service, row.connected])) as Record<K, boolean>;

/** Connections: the connected apps and the social accounts, switched on or off, saved together. */
export function ConnectionTab({ account, onDirtyChange }: AccountTabProps) {
  const { t } = useTranslation('pages');
  const [save] = useUpdateAccountConnectionsMutation();
  const { form, card } = useAccountForm({
    id: 'connection',
    title: t('accountSettings.connections.title'),
    subtitle: t('accountSettings.connections.description'),
    initial: { connections: onOff(account.connections), socials: onOff(account.socials) },
    schema,
    send: (values) => save(values).unwrap(),
    onDirtyChange,
  });

  return (
    <FormCard {...card}>
      <Grid columns={{ xs: 1, md: 2 }} gap={6}>
        <Stack gap={4}>
          <Typography variant="h6" as="h3">
            {t('accountSettings.connections.apps')}
          </Typography>
          {CONNECTED.map((service) => (
            <SwitchField
              key={service}
              control={form.control}
              name={`connections.${service}`}
              label={t(`accountSettings.connections.services.${service}`)}
              data-testid={`connection-${service}`}
            />
          ))}
        </Stack>
        <Stack gap={4}>
          <Typography variant="h6" as="h3">
            {t('accountSettings.connections.social')}
          </Typography>
          {SOCIAL_SERVICES.map((service) => (
            <SwitchField
              key={service}
              control={form.control}
              name={`socials.${service}`}
              label={t(`accountSettings.connections.services.${service}`)}
              data-testid={`social-${service}`}
            />
          ))}
        </Stack>
      </Grid>
    </FormCard>
  );
}
