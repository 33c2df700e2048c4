import { IconCopy } from '@tabler/icons-react';
import { useRef } from 'react';

import { Button, TextField, useToast } from '@atrium/ui';

import { FieldWithAction } from './field-with-action.tsx';

/**
 * Writes `text` to the clipboard. The Clipboard API needs a secure context and permission; where
 * it is missing or refuses, the selected input is copied with the legacy command instead.
 */
async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Fall through to the legacy copy below.
  }
  if (!input) return false;
  input.focus();
  input.select();
  try {
    // Deprecated, but the only way left when the Clipboard API is unavailable.
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

export interface CopyFieldProps {
  label: string;
  /** The text shown read-only and copied. */
  value: string;
  copyLabel: string;
  /** The toasts after copying, and after a refused copy (the text is then left selected). */
  copiedText: string;
  copyFailedText: string;
  /** `data-testid` of the field and of the button. */
  testId: string;
  copyTestId: string;
}

/** A read-only link or code with a copy button (referral links). */
export function CopyField({
  label,
  value,
  copyLabel,
  copiedText,
  copyFailedText,
  testId,
  copyTestId,
}: CopyFieldProps) {
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);

  const copy = async () => {
    const ok = await copyText(value, input.current);
    if (ok) toast({ severity: 'success', title: copiedText });
    else {
      // The text is selected in the field, so the keyboard shortcut finishes the job.
      input.current?.select();
      toast({ severity: 'warning', title: copyFailedText });
    }
  };

  return (
    <FieldWithAction
      field={
        <TextField
          ref={input}
          label={label}
          value={value}
          readOnly
          dir="ltr"
          onFocus={(event) => event.currentTarget.select()}
          data-testid={testId}
        />
      }
      action={
        <Button
          variant="tonal"
          onClick={() => void copy()}
          startIcon={<IconCopy size={18} aria-hidden />}
          data-testid={copyTestId}
        >
          {copyLabel}
        </Button>
      }
    />
  );
}
