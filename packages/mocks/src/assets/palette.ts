import { seedFrom } from '../lib/prng.ts';

/** Distinct, readable background colours for generated art (white text on all of them passes AA for large text). */
export const COLORS = [
  '#7367F0',
  '#28C76F',
  '#EA5455',
  '#FF9F43',
  '#00BAD1',
  '#808390',
  '#4B4B9B',
  '#2E7D32',
  '#C2185B',
  '#00838F',
];
/** Pale backgrounds for product and illustration art. */
export const TINTS = [
  '#EEEDFD',
  '#E5F8ED',
  '#FCEAEA',
  '#FFF2E5',
  '#E0F7FA',
  '#F1F1F2',
  '#F3E5F5',
  '#E8F5E9',
];

export const colorFor = (name: string, palette: readonly string[] = COLORS): string =>
  palette[seedFrom(name) % palette.length] ?? '#7367F0';

/** Letters safe to put into SVG text (anything else is dropped). */
export const safeText = (text: string): string => text.replace(/[^A-Za-z0-9 .-]/g, '');

export const svg = (width: number, height: number, body: string, label: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${safeText(label)}">${body}</svg>`;

/** `jordan-stevenson` → `JS` */
export function initialsOfSlug(slug: string): string {
  const words = slug.split('-').filter((w) => /^[a-z0-9]/i.test(w));
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : [slug.slice(0, 2)];
  return (
    picked
      .map((w) => (w ?? '').charAt(0))
      .join('')
      .toUpperCase() || '?'
  );
}
