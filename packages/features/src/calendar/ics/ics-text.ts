/**
 * RFC 5545 §3.3.11 TEXT values. A backslash escapes itself, `;`, `,` and a line break (`\n`);
 * a comma that is not escaped separates the values of a multi-valued property (CATEGORIES).
 */

/** The TEXT form of `value`: any line break (CRLF, CR or LF) becomes `\n`. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * The plain text of a TEXT value. An unknown escape keeps the character after the backslash,
 * as lenient readers (and the files of some calendar apps, which escape `:`) expect.
 */
export function unescapeText(value: string): string {
  return value.replace(/\\(.)/gs, (_match, next: string) =>
    next === 'n' || next === 'N' ? '\n' : next,
  );
}

/** The values of a multi-valued TEXT property, split on the commas that are not escaped. */
export function splitTextList(value: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < value.length; i += 1) {
    const char = value[i] ?? '';
    if (char === '\\' && i + 1 < value.length) {
      current += char + (value[i + 1] ?? '');
      i += 1;
    } else if (char === ',') {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts.map(unescapeText);
}
