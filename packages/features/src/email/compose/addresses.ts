import type { EmailAddress } from '@atrium/mocks/types';

/** The check the fake API makes too: something@domain.tld, no spaces. */
const EMAIL = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;

export const isEmailAddress = (text: string): boolean => EMAIL.test(text.trim());

/** What typed text holds: the addresses it names, and the pieces that are not addresses. */
export interface ParsedAddresses {
  addresses: EmailAddress[];
  invalid: string[];
}

/**
 * Addresses typed or pasted: separated by commas, semicolons or spaces, each a bare address or
 * `Name <address>`.
 */
export function parseAddresses(text: string): ParsedAddresses {
  const addresses: EmailAddress[] = [];
  const invalid: string[] = [];
  const named = /([^,;<]*)<([^>]*)>/g;
  const rest = text.replace(named, (_whole, name: string, email: string) => {
    const address = email.trim();
    if (isEmailAddress(address)) addresses.push({ email: address, name: name.trim() || address });
    else invalid.push(`${name}<${email}>`.trim());
    return ',';
  });
  for (const piece of rest.split(/[,;\s]+/)) {
    if (piece === '') continue;
    if (isEmailAddress(piece)) addresses.push({ email: piece, name: piece });
    else invalid.push(piece);
  }
  return { addresses, invalid };
}

/** `list` with `more` added, an address already there (in any case) not added twice. */
export function withAddresses(list: EmailAddress[], more: EmailAddress[]): EmailAddress[] {
  const next = [...list];
  for (const address of more)
    if (!next.some((a) => a.email.toLowerCase() === address.email.toLowerCase()))
      next.push(address);
  return next;
}
