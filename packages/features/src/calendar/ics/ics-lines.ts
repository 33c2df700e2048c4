/**
 * RFC 5545 §3.1 content lines: `NAME;PARAM=value:value`, folded at 75 octets with CRLF and a
 * leading space, unfolded by joining a line that starts with a space or a tab to the one before.
 */

/** The longest physical line, in UTF-8 octets, not counting its CRLF (RFC 5545 §3.1). */
export const MAX_LINE_OCTETS = 75;

/** The UTF-8 length of one code point (a lone surrogate is written as U+FFFD: 3 octets). */
function utf8Octets(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  if (code < 0x10000) return 3;
  return 4;
}

/**
 * `line` cut into physical lines of at most 75 octets joined by CRLF + space. Cuts fall between
 * code points, never inside a multi-byte character (Arabic letters are 2 octets, emoji 4).
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const octets = utf8Octets(char);
    if (size + octets > MAX_LINE_OCTETS) {
      parts.push(current);
      // The continuation's leading space counts towards its 75 octets.
      current = ' ';
      size = 1;
    }
    current += char;
    size += octets;
  }
  parts.push(current);
  return parts.join('\r\n');
}

/** A parameter value, quoted when it holds `:`, `;` or `,` (it can never hold a quote). */
function paramValue(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are not allowed in a parameter (RFC 5545 §3.1 SAFE-CHAR).
  const safe = value.replace(/["\u0000-\u001f\u007f]/g, ' ');
  return /[:;,]/.test(safe) ? `"${safe}"` : safe;
}

/** One folded content line: `name`, its parameters in order, then the already escaped value. */
export function contentLine(
  name: string,
  value: string,
  params: readonly (readonly [string, string])[] = [],
): string {
  const head = params.map(([key, param]) => `;${key}=${paramValue(param)}`).join('');
  return foldLine(`${name}${head}:${value}`);
}

/** A logical line of a file and the number (from 1) of the physical line it starts on. */
export interface UnfoldedLine {
  text: string;
  line: number;
}

/**
 * The logical lines of `text`. Bare LF or CR line ends are accepted as well as CRLF (many files
 * are saved that way); blank lines are dropped.
 */
export function unfoldLines(text: string): UnfoldedLine[] {
  const lines: UnfoldedLine[] = [];
  text.split(/\r\n|\n|\r/).forEach((physical, index) => {
    const previous = lines[lines.length - 1];
    if ((physical.startsWith(' ') || physical.startsWith('\t')) && previous) {
      previous.text += physical.slice(1);
    } else if (physical.trim() !== '') lines.push({ text: physical, line: index + 1 });
  });
  return lines;
}

/** A parsed content line: upper-cased name and parameter names, the raw (still escaped) value. */
export interface ContentLine {
  name: string;
  params: ReadonlyMap<string, readonly string[]>;
  value: string;
  line: number;
}

const NAME_CHAR = /[A-Za-z0-9-]/;

/**
 * Parses `NAME *(;PARAM=v1,"v2") : value`, or answers null when the line has no such shape (no
 * colon, a bad name, an unclosed quote).
 */
export function parseContentLine({ text, line }: UnfoldedLine): ContentLine | null {
  let at = 0;
  const readName = (): string => {
    const start = at;
    while (at < text.length && NAME_CHAR.test(text[at] ?? '')) at += 1;
    return text.slice(start, at).toUpperCase();
  };
  const name = readName();
  if (!name) return null;
  const params = new Map<string, string[]>();
  while (text[at] === ';') {
    at += 1;
    const key = readName();
    if (!key || text[at] !== '=') return null;
    const values: string[] = [];
    do {
      at += 1;
      if (text[at] === '"') {
        const close = text.indexOf('"', at + 1);
        if (close < 0) return null;
        values.push(text.slice(at + 1, close));
        at = close + 1;
      } else {
        const start = at;
        while (at < text.length && !';:,'.includes(text[at] ?? '')) at += 1;
        values.push(text.slice(start, at));
      }
    } while (text[at] === ',');
    params.set(key, values);
  }
  if (text[at] !== ':') return null;
  return { name, params, value: text.slice(at + 1), line };
}
