import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@atrium/mocks/values';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Avatar, Button, Stack, Typography, useToast, VisuallyHidden } from '@atrium/ui';

import { fieldErrorsOf } from '../../shared/index.ts';
import {
  useResetAccountAvatarMutation,
  useUpdateAccountAvatarMutation,
} from '../api/account-settings.ts';

/** Why a chosen file cannot be the picture (the fake API says the same), or null. */
function fileProblem(file: File): 'type' | 'size' | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'type';
  return file.size > AVATAR_MAX_BYTES ? 'size' : null;
}

const readDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new Error('The file could not be read.'));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });

export interface AvatarPickerProps {
  avatar: string;
  name: string;
}

/**
 * The account's picture: upload a JPG, PNG or GIF of at most 800 KB (checked here and by the fake
 * API), or reset to the first one. Saved at once, apart from the profile form.
 */
export function AvatarPicker({ avatar, name }: AvatarPickerProps) {
  const { t } = useTranslation('pages');
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [upload, uploading] = useUpdateAccountAvatarMutation();
  const [reset, resetting] = useResetAccountAvatarMutation();

  const send = async (call: Promise<unknown>) => {
    try {
      await call;
      setProblem(null);
      toast({ severity: 'success', title: t('accountSettings.avatar.saved') });
    } catch (error) {
      // A refused picture (the same checks as here) or a failed call.
      const refused = fieldErrorsOf(error)?.avatar !== undefined;
      setProblem(
        t(refused ? 'accountSettings.avatar.errors.refused' : 'accountSettings.avatar.failed'),
      );
      toast({ severity: 'error', title: t('accountSettings.avatar.failed') });
    }
  };

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = fileProblem(file);
    if (refused) return setProblem(t(`accountSettings.avatar.errors.${refused}`));
    let dataUrl: string;
    try {
      dataUrl = await readDataUrl(file);
    } catch {
      // A file moved, deleted or locked after it was chosen: say so instead of failing silently.
      return setProblem(t('accountSettings.avatar.errors.unreadable'));
    }
    await send(upload(dataUrl).unwrap());
  };

  return (
    <Stack direction="row" gap={5} align="center" wrap>
      <Avatar src={avatar} name={name} size={100} shape="rounded" priority />
      <Stack gap={3}>
        <Stack direction="row" gap={3} wrap>
          <Button
            type="button"
            onClick={() => input.current?.click()}
            loading={uploading.isLoading}
            aria-describedby={hintId}
            data-testid="avatar-upload"
          >
            {t('accountSettings.avatar.upload')}
          </Button>
          <Button
            type="button"
            variant="outlined"
            color="secondary"
            onClick={() => void send(reset().unwrap())}
            loading={resetting.isLoading}
            data-testid="avatar-reset"
          >
            {t('accountSettings.avatar.reset')}
          </Button>
        </Stack>
        <Typography variant="body2" color="secondary" id={hintId}>
          {t('accountSettings.avatar.hint')}
        </Typography>
        {problem ? (
          <Typography variant="body2" color="error" role="alert" data-testid="avatar-error">
            {problem}
          </Typography>
        ) : null}
        <VisuallyHidden>
          <input
            ref={input}
            type="file"
            accept={AVATAR_TYPES.join(',')}
            tabIndex={-1}
            aria-label={t('accountSettings.avatar.upload')}
            onChange={(event) => void onChoose(event)}
            data-testid="avatar-input"
          />
        </VisuallyHidden>
      </Stack>
    </Stack>
  );
}
