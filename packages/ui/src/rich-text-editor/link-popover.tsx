import * as Popover from '@radix-ui/react-popover';
import { IconLink } from '@tabler/icons-react';
import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../button/button.tsx';
import { TextField } from '../text-field/text-field.tsx';
import { LinkForm, ToolButton } from './rich-text-editor.styles.ts';

/** Only web and mail links: `javascript:` and other schemes never reach the document. */
export const isSafeUrl = (url: string): boolean => /^(https?:\/\/|mailto:)\S+$/i.test(url.trim());

/** The toolbar's link button and its small "URL" form. */
export function LinkPopover({
  editor,
  active,
  disabled,
}: {
  editor: Editor;
  active: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation('ui');
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState('');
  const [invalid, setInvalid] = useState(false);
  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setUrl((editor.getAttributes('link').href as string | undefined) ?? '');
          setInvalid(false);
        }
        setOpen(next);
      }}
    >
      <Popover.Trigger asChild>
        <ToolButton
          type="button"
          aria-label={t('richText.link')}
          aria-pressed={active}
          disabled={disabled}
        >
          <IconLink size={18} aria-hidden />
        </ToolButton>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content asChild sideOffset={4} align="start">
          <LinkForm
            aria-label={t('richText.link')}
            onSubmit={(event) => {
              event.preventDefault();
              if (!isSafeUrl(url)) {
                setInvalid(true);
                return;
              }
              editor.chain().focus().extendMarkRange('link').setLink({ href: url.trim() }).run();
              setOpen(false);
            }}
          >
            <TextField
              label={t('richText.url')}
              type="url"
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              placeholder="https://"
              error={invalid ? t('richText.invalidUrl') : undefined}
              size="sm"
            />
            <div>
              {active && (
                <Button
                  variant="text"
                  color="error"
                  size="sm"
                  onClick={() => {
                    editor.chain().focus().extendMarkRange('link').unsetLink().run();
                    setOpen(false);
                  }}
                >
                  {t('richText.removeLink')}
                </Button>
              )}
              <Button type="submit" size="sm">
                {t('richText.applyLink')}
              </Button>
            </div>
          </LinkForm>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
