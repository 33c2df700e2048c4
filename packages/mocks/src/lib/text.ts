/** `Home Decor` → `home-decor`; used for asset paths and usernames. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** `Jordan Stevenson` → `JS`; at most two letters. */
export function initials(text: string): string {
  const words = text.split(/[\s-]+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : [text.slice(0, 2)];
  return letters
    .map((w) => (w ?? '').charAt(0))
    .join('')
    .toUpperCase();
}

/** `$1,299.00` or `1299` → 1299; NaN when there is no number in the text. */
export function moneyToNumber(text: string): number {
  const cleaned = text.replace(/[^0-9.-]/g, '');
  return cleaned === '' ? Number.NaN : Number(cleaned);
}

// `toLocaleString` with options builds a formatter on every call; the dashboard's figures made
// that the fake API's costliest line.
const moneyDigits = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 1299 → `$1,299.00` */
export function formatMoney(amount: number): string {
  return `$${moneyDigits.format(amount)}`;
}

/**
 * Case-insensitive substring test; `needleLower` must already be lower-cased (README "Query
 * parameters").
 */
export function containsCi(haystack: string, needleLower: string): boolean {
  return needleLower === '' || haystack.toLowerCase().includes(needleLower);
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
