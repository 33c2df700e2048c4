import type { EmailAddress } from '@atrium/mocks/types';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Box, Chip, Stack, TextField } from '@atrium/ui';

import { parseAddresses, withAddresses } from './addresses.ts';

export interface AddressFieldProps {
  label: string;
  /** The recipients, as chips. */
  value: EmailAddress[];
  onChange: (value: EmailAddress[]) => void;
  /** What is typed and not yet a chip; the composer holds it, so Send can read it. */
  text: string;
  onTextChange: (text: string) => void;
  error?: string | undefined;
  /** Beside the field (the Cc / Bcc toggles). */
  suffix?: ReactNode;
  autoFocus?: boolean;
  'data-testid'?: string;
}

/**
 * Recipients as chips: an address becomes a chip at a comma, a semicolon, Enter or when the field
 * is left; a pasted list makes several. What is not an address stays in the field, with the
 * error. Backspace in the empty field takes the last chip back into it to edit.
 */
export function AddressField({
  label,
  value,
  onChange,
  text,
  onTextChange,
  error,
  suffix,
  autoFocus,
  'data-testid': testId,
}: AddressFieldProps) {
  const { t } = useTranslation('email');
  const commit = (typed: string) => {
    const { addresses, invalid } = parseAddresses(typed);
    if (addresses.length > 0) onChange(withAddresses(value, addresses));
    onTextChange(invalid.join(', '));
  };
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === 'Enter' || event.key === ',' || event.key === ';') && text.trim()) {
      event.preventDefault();
      commit(text);
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      event.preventDefault();
      const last = value[value.length - 1];
      onChange(value.slice(0, -1));
      if (last) onTextChange(last.email);
    }
  };
  return (
    <Stack gap={2} data-testid={testId}>
      <TextField
        label={label}
        // Text, not `email`: an email input trims what is typed, and a name has spaces.
        inputMode="email"
        autoComplete="email"
        value={text}
        onChange={(event) => {
          const typed = event.target.value;
          // A paste or a typed separator ends the addresses before it.
          if (/[,;]/.test(typed)) commit(typed);
          else onTextChange(typed);
        }}
        onKeyDown={keyDown}
        onBlur={() => text.trim() && commit(text)}
        error={error}
        suffix={suffix}
        // Only when asked (the composer's first empty field).
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={autoFocus}
      />
      {value.length > 0 && (
        <Stack
          role="list"
          direction="row"
          gap={1}
          wrap
          aria-label={t('compose.recipients', { field: label })}
        >
          {value.map((address) => (
            <Box as="span" role="listitem" key={address.email}>
              <Chip
                size="sm"
                variant="tonal"
                label={
                  // Isolated: an address reads in its own order inside right-to-left text.
                  <bdi>
                    {address.name && address.name !== address.email
                      ? `${address.name} <${address.email}>`
                      : address.email}
                  </bdi>
                }
                deleteLabel={t('compose.removeRecipient', { address: address.email })}
                onDelete={() => onChange(value.filter((a) => a !== address))}
              />
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
