import type { CustomerNotificationPreferences, NotificationTiming } from '@atrium/mocks/types';
import { NOTIFICATION_TIMINGS } from '@atrium/mocks/values';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { FormCard, NotificationTable } from '../../shared/index.ts';
import { SelectField } from '../../shared/bound-fields.tsx';
import { useUpdateAccountNotificationsMutation } from '../api/account-settings.ts';
import type { AccountTabProps } from './account-tab-props.ts';
import { useAccountForm } from './use-account-form.ts';

interface NotificationValues {
  preferences: CustomerNotificationPreferences;
  timing: NotificationTiming;
}

const channels = z.object({ email: z.boolean(), browser: z.boolean(), app: z.boolean() });
const schema = z.object({
  preferences: z.object({
    newForYou: channels,
    accountActivity: channels,
    newBrowser: channels,
    newDevice: channels,
  }),
  timing: z.enum(NOTIFICATION_TIMINGS),
}) satisfies z.ZodType<NotificationValues, NotificationValues>;

/** Notifications: the event × channel grid and when to send them, saved together. */
export function NotificationTab({ account, onDirtyChange }: AccountTabProps) {
  const { t } = useTranslation('pages');
  const [save] = useUpdateAccountNotificationsMutation();
  const { form, card } = useAccountForm({
    id: 'notification',
    title: t('accountSettings.notifications.title'),
    subtitle: t('accountSettings.notifications.description'),
    initial: { preferences: account.notificationPreferences, timing: account.notificationTiming },
    schema,
    send: (values) => save(values).unwrap(),
    saved: (stored) => stored,
    onDirtyChange,
  });
  const texts = useMemo(
    () => ({
      title: t('accountSettings.notifications.caption'),
      type: t('accountSettings.notifications.type'),
      channels: {
        email: t('accountSettings.notifications.channels.email'),
        browser: t('accountSettings.notifications.channels.browser'),
        app: t('accountSettings.notifications.channels.app'),
      },
      types: {
        newForYou: t('accountSettings.notifications.types.newForYou'),
        accountActivity: t('accountSettings.notifications.types.accountActivity'),
        newBrowser: t('accountSettings.notifications.types.newBrowser'),
        newDevice: t('accountSettings.notifications.types.newDevice'),
      },
      checkbox: (type: string, channel: string) =>
        t('accountSettings.notifications.checkbox', { type, channel }),
    }),
    [t],
  );

  return (
    <FormCard {...card}>
      <Controller
        control={form.control}
        name="preferences"
        render={({ field }) => (
          <NotificationTable
            preferences={field.value}
            texts={texts}
            onToggle={(type, channel, on) =>
              field.onChange({ ...field.value, [type]: { ...field.value[type], [channel]: on } })
            }
          />
        )}
      />
      <SelectField
        control={form.control}
        name="timing"
        label={t('accountSettings.notifications.timing')}
        required
        options={NOTIFICATION_TIMINGS.map((id) => ({
          value: id,
          label: t(`accountSettings.notifications.timings.${id}`),
        }))}
      />
    </FormCard>
  );
}
