import type { ChatContact } from '@atrium/mocks/types';
import { IconBan, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button, ConfirmDialog, Drawer, Stack } from '@atrium/ui';

import { useClearChatMutation, useSetContactBlockedMutation } from '../api/chat-api.ts';
import { PanelFact, PanelPerson } from './panel-parts.tsx';
import { useToastedCall } from './use-toasted-call.ts';

export interface ContactPanelProps {
  contact: ChatContact;
  /** The contact has a chat to clear. */
  hasChat: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type Pending = 'block' | 'clear' | null;

/**
 * The open chat's contact: who they are, their status and about, and the two actions that
 * need a confirm first: Block (or Unblock) and Clear chat. Each is saved, with a toast.
 */
export function ContactPanel({ contact, hasChat, open, onOpenChange }: ContactPanelProps) {
  const { t } = useTranslation('chat');
  const run = useToastedCall();
  const [pending, setPending] = useState<Pending>(null);
  const [setBlocked] = useSetContactBlockedMutation();
  const [clear] = useClearChatMutation();
  const name = contact.fullName;
  const blocked = contact.isBlocked === true;

  const confirm = async () => {
    const done =
      pending === 'block'
        ? await run(() => setBlocked({ userId: contact.id, isBlocked: !blocked }).unwrap(), {
            done: t(blocked ? 'contact.unblocked' : 'contact.blocked', { name }),
            failed: t('contact.failed'),
          })
        : await run(() => clear(contact.id).unwrap(), {
            done: t('contact.cleared'),
            failed: t('contact.failed'),
          });
    // A refusal keeps the dialog open, saying so, to try again or cancel; it closes itself on
    // success.
    if (!done) throw new Error('Not saved');
  };

  return (
    <>
      <Drawer
        open={open}
        onOpenChange={onOpenChange}
        title={t('contact.title')}
        side="end"
        data-testid="chat-contact-panel"
      >
        <Stack gap={5}>
          <PanelPerson
            avatar={contact.avatar}
            name={name}
            status={contact.status}
            caption={contact.role}
          />
          <PanelFact label={t('contact.about')}>{contact.about}</PanelFact>
          <PanelFact label={t('contact.status')}>{t(`status.${contact.status}`)}</PanelFact>
          <Stack gap={2}>
            <Button
              variant="tonal"
              color="error"
              startIcon={<IconBan size={18} />}
              onClick={() => setPending('block')}
              data-testid="chat-block"
            >
              {t(blocked ? 'contact.unblock' : 'contact.block')}
            </Button>
            <Button
              variant="outlined"
              color="error"
              startIcon={<IconTrash size={18} />}
              disabled={!hasChat}
              onClick={() => setPending('clear')}
              data-testid="chat-clear"
            >
              {t('contact.clear')}
            </Button>
          </Stack>
        </Stack>
      </Drawer>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(next) => !next && setPending(null)}
        title={
          pending === 'clear'
            ? t('contact.clearTitle', { name })
            : t(blocked ? 'contact.unblockTitle' : 'contact.blockTitle', { name })
        }
        message={
          pending === 'clear'
            ? t('contact.clearMessage')
            : t(blocked ? 'contact.unblockMessage' : 'contact.blockMessage')
        }
        confirmLabel={
          pending === 'clear'
            ? t('contact.clear')
            : t(blocked ? 'contact.unblock' : 'contact.block')
        }
        cancelLabel={t('contact.cancel')}
        errorMessage={t('contact.failed')}
        destructive={pending === 'clear' || !blocked}
        onConfirm={confirm}
      />
    </>
  );
}
