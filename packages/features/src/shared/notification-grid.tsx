import { useState } from 'react';

import type {
  CustomerNotificationChannel as Channel,
  CustomerNotificationPreferences as Preferences,
  CustomerNotificationType as NotificationType,
} from '@atrium/mocks/types';
import { Button, Card, Checkbox, SimpleTable, Stack } from '@atrium/ui';

import { useSaveOutcome } from './use-form-frame.ts';

/** Rows and columns, in the order shown; the fake API answers every type with every channel. */
const TYPES: readonly NotificationType[] = [
  'newForYou',
  'accountActivity',
  'newBrowser',
  'newDevice',
];
const CHANNELS: readonly Channel[] = ['email', 'browser', 'app'];

/** The grid's texts: each feature passes its own namespace's (the JSON blocks have this shape). */
export interface NotificationGridTexts {
  title: string;
  description: string;
  type: string;
  channels: Record<Channel, string>;
  types: Record<NotificationType, string>;
  /** A checkbox's accessible name (`{{type}}: {{channel}}`). */
  checkbox: (type: string, channel: string) => string;
  save: string;
  saved: string;
  failed: string;
}

/** The keys of the grid's texts under a feature's block. */
export type NotificationTextKey =
  | 'title'
  | 'description'
  | 'type'
  | 'saved'
  | 'failed'
  | `channels.${Channel}`
  | `types.${NotificationType}`;

/**
 * The grid's texts from a feature's block of the same shape: `text` reads one key of it,
 * `checkbox` names one cell's box, `save` is the button.
 */
export const notificationGridTexts = (
  text: (key: NotificationTextKey) => string,
  checkbox: NotificationGridTexts['checkbox'],
  save: string,
): NotificationGridTexts => ({
  title: text('title'),
  description: text('description'),
  type: text('type'),
  saved: text('saved'),
  failed: text('failed'),
  channels: {
    email: text('channels.email'),
    browser: text('channels.browser'),
    app: text('channels.app'),
  },
  types: {
    newForYou: text('types.newForYou'),
    accountActivity: text('types.accountActivity'),
    newBrowser: text('types.newBrowser'),
    newDevice: text('types.newDevice'),
  },
  checkbox,
  save,
});

export interface NotificationGridProps {
  /** The stored grid. */
  preferences: Preferences;
  /** Sends the whole grid: the account's notifications call, unwrapped. */
  save: (preferences: Preferences) => Promise<unknown>;
  texts: NotificationGridTexts;
  /** A reader sees the choices without changing or saving them. */
  readOnly?: boolean;
}

/**
 * Which notifications an account gets, by channel (a customer's, a user's): the stored grid,
 * edited here and sent whole on Save. A failed save keeps the ticks as they are, so Save can
 * simply be pressed again.
 */
export function NotificationGrid({
  preferences,
  save,
  texts,
  readOnly = false,
}: NotificationGridProps) {
  const outcomeOf = useSaveOutcome();
  const [saving, setSaving] = useState(false);
  const [prefs, setPrefs] = useState<Preferences>(preferences);

  const toggle = (type: NotificationType, channel: Channel, on: boolean) =>
    setPrefs((current) => ({ ...current, [type]: { ...current[type], [channel]: on } }));

  const send = async () => {
    setSaving(true);
    await outcomeOf(save(prefs), {
      saved: () => texts.saved,
      failed: texts.failed,
      // No field of the grid can show a refusal: any failure is one toast.
      keepField: () => false,
    });
    setSaving(false);
  };

  return (
    <Card as="section">
      <Card.Header title={texts.title} subtitle={texts.description} headingLevel={2} />
      <NotificationTable preferences={prefs} onToggle={toggle} texts={texts} readOnly={readOnly} />
      {readOnly ? null : (
        <Card.Actions>
          <Stack direction="row" justify="end" inlineSize="100%">
            <Button data-testid="notifications-save" loading={saving} onClick={() => void send()}>
              {texts.save}
            </Button>
          </Stack>
        </Card.Actions>
      )}
    </Card>
  );
}

export interface NotificationTableProps {
  preferences: Preferences;
  onToggle: (type: NotificationType, channel: Channel, on: boolean) => void;
  texts: Pick<NotificationGridTexts, 'title' | 'type' | 'channels' | 'types' | 'checkbox'>;
  readOnly?: boolean;
}

/** The grid's table alone (a checkbox per type and channel), for a form that saves it itself. */
export function NotificationTable({
  preferences,
  onToggle,
  texts,
  readOnly = false,
}: NotificationTableProps) {
  return (
    <SimpleTable caption={texts.title} hideCaption>
      <thead>
        <tr>
          <th scope="col">{texts.type}</th>
          {CHANNELS.map((channel) => (
            <th key={channel} scope="col" data-align="center">
              {texts.channels[channel]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {TYPES.map((type) => (
          <tr key={type}>
            <th scope="row" data-plain>
              {texts.types[type]}
            </th>
            {CHANNELS.map((channel) => (
              <td key={channel} data-align="center">
                <Checkbox
                  data-testid={`notify-${type}-${channel}`}
                  checked={preferences[type][channel]}
                  readOnly={readOnly}
                  aria-label={texts.checkbox(texts.types[type], texts.channels[channel])}
                  onCheckedChange={({ checked }) => onToggle(type, channel, checked === true)}
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </SimpleTable>
  );
}
