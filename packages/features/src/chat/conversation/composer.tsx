import { IconSend } from '@tabler/icons-react';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Box, IconButton, Stack, Textarea, VisuallyHidden } from '@atrium/ui';

export interface ComposerProps {
  /** Sends the text; a false answer (refused) keeps it in the box to try again. */
  onSend: (text: string) => Promise<boolean>;
  sending: boolean;
  /** Nothing can be sent (a blocked contact). */
  disabled?: boolean;
}

/**
 * The message box: Enter sends, Shift+Enter adds a line (as in every chat app), and so does
 * Enter while an input method is composing a character.
 */
export function Composer({ onSend, sending, disabled = false }: ComposerProps) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const empty = text.trim() === '';

  const send = async () => {
    if (empty || sending || disabled) return;
    const sent = text;
    setText('');
    if (!(await onSend(sent))) setText(sent);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  return (
    <form onSubmit={onSubmit} data-testid="chat-composer">
      <Stack direction="row" gap={2} align="end">
        <Box grow minInlineSize={0}>
          <Textarea
            label={<VisuallyHidden>{t('composer.label')}</VisuallyHidden>}
            helperText={<VisuallyHidden>{t('composer.hint')}</VisuallyHidden>}
            placeholder={t('composer.placeholder')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            minRows={1}
            maxRows={5}
            disabled={disabled}
          />
        </Box>
        <IconButton
          type="submit"
          label={t('composer.send')}
          disabled={empty || disabled}
          loading={sending}
        >
          <IconSend size={20} className="at-mirror-rtl" />
        </IconButton>
      </Stack>
    </form>
  );
}
