import type { ChatProfileUpdate, ChatProfileUser, ChatStatus } from '@atrium/mocks/types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Box, Button, Drawer, RadioGroup, Stack, Switch, Textarea, Typography } from '@atrium/ui';

import { useUpdateChatProfileMutation } from '../api/chat-api.ts';
import { PanelPerson } from './panel-parts.tsx';
import { useToastedCall } from './use-toasted-call.ts';

export const CHAT_STATUSES: readonly ChatStatus[] = ['online', 'away', 'busy', 'offline'];
const ABOUT_MAX = 500;
/** The two settings, each a switch saved at once, with its label's key. */
const SETTINGS = [
  ['isTwoStepAuthVerificationEnabled', 'profile.twoStep'],
  ['isNotificationsOn', 'profile.notifications'],
] as const satisfies readonly (readonly [keyof ChatProfileUser['settings'], string])[];

export interface ProfilePanelProps {
  profile: ChatProfileUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The signed-in user's chat profile: about (saved with its button), status and the two
 * settings (saved as soon as they change, as switches and radios promise).
 */
export function ProfilePanel({ profile, open, onOpenChange }: ProfilePanelProps) {
  const { t } = useTranslation('chat');
  const run = useToastedCall();
  const [update, { isLoading }] = useUpdateChatProfileMutation();
  const [about, setAbout] = useState(profile.about);

  const save = (change: ChatProfileUpdate, done?: string) =>
    run(() => update(change).unwrap(), { done, failed: t('profile.failed') });

  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={t('profile.title')}
      side="start"
      data-testid="chat-profile-panel"
    >
      <Stack gap={5}>
        <PanelPerson avatar={profile.avatar} name={profile.fullName} status={profile.status} />
        <Stack gap={2}>
          <Textarea
            label={t('profile.about')}
            value={about}
            maxLength={ABOUT_MAX}
            minRows={3}
            onChange={(event) => setAbout(event.target.value)}
          />
          <Box pushToInlineEnd>
            <Button
              variant="tonal"
              size="sm"
              disabled={about === profile.about}
              loading={isLoading}
              onClick={() => void save({ about }, t('profile.saved'))}
              data-testid="chat-profile-save-about"
            >
              {t('profile.saveAbout')}
            </Button>
          </Box>
        </Stack>
        <RadioGroup
          label={t('profile.status')}
          value={profile.status}
          onValueChange={({ value }) => {
            const status = CHAT_STATUSES.find((s) => s === value);
            if (status) void save({ status });
          }}
          data-testid="chat-profile-status"
        >
          {CHAT_STATUSES.map((status) => (
            <RadioGroup.Item key={status} value={status} label={t(`status.${status}`)} />
          ))}
        </RadioGroup>
        <Stack gap={3} as="section" aria-labelledby="chat-profile-settings">
          <Typography id="chat-profile-settings" variant="overline" as="h3" color="secondary">
            {t('profile.settings')}
          </Typography>
          {SETTINGS.map(([key, label]) => (
            <Switch
              key={key}
              label={t(label)}
              checked={profile.settings[key]}
              onCheckedChange={({ checked }) => void save({ settings: { [key]: checked } })}
              controlEnd
            />
          ))}
        </Stack>
      </Stack>
    </Drawer>
  );
}
