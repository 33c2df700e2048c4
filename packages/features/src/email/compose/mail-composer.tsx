import type { ComposedAttachment, EmailAddress } from '@atrium/mocks/types';
import { IconPaperclip, IconSend, IconTrash } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import {
  Box,
  Button,
  Chip,
  ConfirmDialog,
  DockedWindow,
  FileInput,
  RichTextEditor,
  Stack,
  TextField,
  Typography,
  useToast,
} from '@atrium/ui';

import { useUpdateEmailsMutation } from '../api/emails.ts';
import { AddressField } from './address-field.tsx';
import { parseAddresses, withAddresses } from './addresses.ts';
import { isBlankDraft, type MailDraft } from './reply-draft.ts';
import { useDraftAutosave } from './use-draft-autosave.ts';

type AddressKey = 'to' | 'cc' | 'bcc';
const ADDRESS_KEYS: readonly AddressKey[] = ['to', 'cc', 'bcc'];

/** Field errors: the composer's own checks, or the fake API's `errors` after a failed send. */
export type ComposeErrors = Partial<Record<AddressKey | 'subject' | 'message', string>>;

export interface MailComposerProps {
  /** What it opens with: blank, a reply, a forward or a saved draft. */
  initial: MailDraft;
  /** Field errors it opens with (a send the fake API refused). */
  initialErrors?: ComposeErrors | undefined;
  minimized: boolean;
  onMinimizedChange: (minimized: boolean) => void;
  /** It closed: kept in Drafts, discarded, or nothing to keep. */
  onClose: () => void;
  /** Send pressed and every field valid: the page sends it (after the Undo window). */
  onSend: (draft: MailDraft) => void;
  /** How long after the last change the draft is saved (stories shorten it). */
  draftSaveDelayMs?: number | undefined;
}

/** "240kb", as the seed's attachments give their size. */
function sizeOf(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${Math.round(bytes / (1024 * 1024))}mb`
    : `${Math.max(1, Math.round(bytes / 1024))}kb`;
}

/**
 * The composer, docked over Mail: To with address chips (Cc and Bcc on demand), the subject, the
 * rich-text message and attachments. It saves the draft as the user types (DRAFT_SAVE_DELAY_MS)
 * and on close; Discard asks before throwing away something written; Send (or Ctrl+Enter) checks
 * the recipients and hands the mail on. Minimised, it keeps everything.
 */
export function MailComposer({
  initial,
  initialErrors,
  minimized,
  onMinimizedChange,
  onClose,
  onSend,
  draftSaveDelayMs,
}: MailComposerProps) {
  const { t } = useTranslation('email');
  const toast = useToast();
  const [draft, setDraft] = useState(initial);
  const [typed, setTyped] = useState<Record<AddressKey, string>>({ to: '', cc: '', bcc: '' });
  const [shown, setShown] = useState({ cc: initial.cc.length > 0, bcc: initial.bcc.length > 0 });
  const [errors, setErrors] = useState<ComposeErrors>(initialErrors ?? {});
  const [confirming, setConfirming] = useState(false);
  const autosave = useDraftAutosave(draft, draftSaveDelayMs);
  const [update] = useUpdateEmailsMutation();
  const change = (fields: Partial<MailDraft>) => setDraft((current) => ({ ...current, ...fields }));

  const close = () => {
    if (isBlankDraft(draft) && draft.id === undefined) {
      onClose();
      return;
    }
    onClose();
    void autosave.stop();
    void autosave.save().then((id) => {
      if (id !== undefined) toast({ severity: 'info', title: t('compose.draftSaved') });
    });
  };

  const discard = async () => {
    const id = await autosave.stop();
    if (id !== undefined) await update({ ids: [id], data: { isDeleted: true } }).unwrap();
    onClose();
    toast({ severity: 'info', title: t('compose.discarded') });
  };

  const send = async () => {
    // What is still typed in an address field counts, as if it had become a chip.
    const next: Record<AddressKey, EmailAddress[]> = { to: draft.to, cc: draft.cc, bcc: draft.bcc };
    const found: ComposeErrors = {};
    const left: Record<AddressKey, string> = { to: '', cc: '', bcc: '' };
    for (const key of ADDRESS_KEYS) {
      const { addresses, invalid } = parseAddresses(typed[key]);
      next[key] = withAddresses(next[key], addresses);
      left[key] = invalid.join(', ');
      if (invalid[0] !== undefined)
        found[key] = t('compose.invalidAddress', { address: invalid[0] });
    }
    if (next.to.length === 0 && !found.to) found.to = t('compose.noRecipient');
    setDraft((current) => ({ ...current, ...next }));
    // What is not an address stays where it was typed, beside its error.
    setTyped(left);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const id = await autosave.stop();
    onSend({ ...draft, ...next, ...(id === undefined ? {} : { id }) });
  };

  const keyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void send();
    }
  };

  const addressField = (
    key: AddressKey,
    label: string,
    extra?: Parameters<typeof AddressField>[0]['suffix'],
  ) => (
    <AddressField
      label={label}
      value={draft[key]}
      onChange={(value) => {
        change({ [key]: value });
        setErrors((current) => ({ ...current, [key]: undefined }));
      }}
      text={typed[key]}
      onTextChange={(text) => setTyped((current) => ({ ...current, [key]: text }))}
      error={errors[key]}
      suffix={extra}
      // Opening the composer is asking to write: the first empty field takes the caret.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus={key === 'to' && initial.to.length === 0}
      data-testid={`compose-${key}`}
    />
  );

  const removeFile = (file: ComposedAttachment) =>
    change({ attachments: draft.attachments.filter((f) => f !== file) });

  return (
    <>
      <DockedWindow
        title={draft.subject.trim() || t('compose.newMessage')}
        minimized={minimized}
        onMinimizedChange={onMinimizedChange}
        onClose={close}
        onKeyDown={keyDown}
        data-testid="mail-composer"
        footer={
          <>
            <Button
              startIcon={<IconSend size={18} className="at-mirror-rtl" />}
              onClick={() => void send()}
            >
              {t('compose.send')}
            </Button>
            <Box grow>
              <Typography
                variant="caption"
                color="secondary"
                aria-live="polite"
                data-draft-status={autosave.status}
              >
                {autosave.status === 'saving' && t('compose.saving')}
                {autosave.status === 'saved' && t('compose.saved')}
                {autosave.status === 'failed' && t('compose.saveFailed')}
              </Typography>
            </Box>
            <Button
              variant="text"
              color="secondary"
              startIcon={<IconTrash size={18} />}
              onClick={() => (isBlankDraft(draft) ? void discard() : setConfirming(true))}
            >
              {t('compose.discard')}
            </Button>
          </>
        }
      >
        <Stack gap={4}>
          {addressField(
            'to',
            t('compose.to'),
            <Stack direction="row" gap={1}>
              {!shown.cc && (
                <Button
                  size="sm"
                  variant="text"
                  onClick={() => setShown((s) => ({ ...s, cc: true }))}
                >
                  {t('compose.cc')}
                </Button>
              )}
              {!shown.bcc && (
                <Button
                  size="sm"
                  variant="text"
                  onClick={() => setShown((s) => ({ ...s, bcc: true }))}
                >
                  {t('compose.bcc')}
                </Button>
              )}
            </Stack>,
          )}
          {shown.cc && addressField('cc', t('compose.cc'))}
          {shown.bcc && addressField('bcc', t('compose.bcc'))}
          <TextField
            label={t('compose.subject')}
            value={draft.subject}
            maxLength={200}
            onChange={(event) => change({ subject: event.target.value })}
            error={errors.subject}
            data-testid="compose-subject"
          />
          <RichTextEditor
            label={t('compose.message')}
            defaultValue={initial.message}
            onChange={({ html }) => change({ message: html })}
            error={errors.message}
            // A reply has its recipients: the caret goes above the quote.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus={initial.to.length > 0}
            data-testid="compose-message"
          />
          {draft.attachments.length > 0 && (
            <Stack
              role="list"
              direction="row"
              gap={1}
              wrap
              aria-label={t('compose.attachments', { count: draft.attachments.length })}
            >
              {draft.attachments.map((file) => (
                <Chip
                  key={file.fileName}
                  role="listitem"
                  size="sm"
                  variant="outlined"
                  icon={<IconPaperclip size={14} />}
                  label={`${file.fileName} (${file.size})`}
                  deleteLabel={t('compose.removeAttachment', { name: file.fileName })}
                  onDelete={() => removeFile(file)}
                />
              ))}
            </Stack>
          )}
          <FileInput
            label={t('compose.attach')}
            multiple
            size="sm"
            maxSize={25 * 1024 * 1024}
            value={[]}
            onFilesChange={({ files }) =>
              change({
                attachments: [
                  ...draft.attachments,
                  ...files.map((file) => ({ fileName: file.name, size: sizeOf(file.size) })),
                ],
              })
            }
            data-testid="compose-attach"
          />
        </Stack>
      </DockedWindow>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('compose.discardTitle')}
        message={t('compose.discardMessage')}
        confirmLabel={t('compose.discard')}
        destructive
        onConfirm={discard}
      />
    </>
  );
}
