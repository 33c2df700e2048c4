import { Box, SimpleTable, TextField } from '@atrium/ui';
import { NOTIFICATION_EVENTS } from '@atrium/mocks/values';

import { SwitchField } from '../../shared/bound-fields.tsx';
import { notificationsSchema } from './settings-schemas.ts';
import { SettingsFormCard } from './settings-form-card.tsx';
import { useSectionForm, type SectionFormProps } from './use-section-form.ts';

const CHANNELS = ['email', 'push'] as const;

/** The sender address and, per store event, whether staff get an email and a browser push. */
export function NotificationsForm(props: SectionFormProps<'notifications'>) {
  const { t, register, control, errors, card } = useSectionForm(
    'notifications',
    props,
    notificationsSchema,
  );

  return (
    <SettingsFormCard {...card}>
      <Box maxInlineSize={420}>
        <TextField
          label={t('settings.notifications.sender')}
          type="email"
          required
          error={errors.senderEmail?.message}
          {...register('senderEmail')}
        />
      </Box>
      <SimpleTable caption={t('settings.notifications.tableCaption')} hideCaption dense>
        <thead>
          <tr>
            <th scope="col">{t('settings.notifications.event')}</th>
            {CHANNELS.map((channel) => (
              <th key={channel} scope="col" data-align="center">
                {t(`settings.notifications.channels.${channel}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {NOTIFICATION_EVENTS.map((event) => (
            <tr key={event}>
              <th scope="row" data-plain>
                {t(`settings.notifications.events.${event}`)}
              </th>
              {CHANNELS.map((channel) => (
                <td key={channel} data-align="center">
                  <SwitchField
                    control={control}
                    name={`events.${event}.${channel}`}
                    aria-label={t('settings.notifications.switchLabel', {
                      event: t(`settings.notifications.events.${event}`),
                      channel: t(`settings.notifications.channels.${channel}`),
                    })}
                    data-testid={`notify-${event}-${channel}`}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </SimpleTable>
    </SettingsFormCard>
  );
}
