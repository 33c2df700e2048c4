import { seedFrom } from '../lib/prng.ts';
import { colorFor, initialsOfSlug, safeText, svg, TINTS } from './palette.ts';

const words = (slug: string): string =>
  slug
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/** Initials on a coloured circle. */
export function avatarSvg(slug: string): string {
  const body =
    `<circle cx="50" cy="50" r="50" fill="${colorFor(slug)}"/>` +
    `<text x="50" y="50" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="38" font-weight="600" fill="#FFFFFF">${initialsOfSlug(slug)}</text>`;
  return svg(100, 100, body, words(slug));
}

/** A tinted tile with one of a few simple object shapes, picked from the name. */
export function productSvg(slug: string): string {
  const accent = colorFor(slug);
  const shapes = [
    `<rect x="50" y="45" width="100" height="70" rx="8" fill="${accent}"/><rect x="40" y="115" width="120" height="10" rx="4" fill="${accent}" opacity="0.7"/>`,
    `<rect x="70" y="30" width="60" height="110" rx="12" fill="${accent}"/><circle cx="100" cy="125" r="5" fill="#FFFFFF"/>`,
    `<circle cx="100" cy="85" r="50" fill="${accent}"/><circle cx="100" cy="85" r="22" fill="#FFFFFF" opacity="0.5"/>`,
    `<path d="M40 120 Q60 70 110 80 L160 95 Q170 120 150 125 Z" fill="${accent}"/>`,
    `<rect x="55" y="50" width="90" height="80" rx="4" fill="${accent}"/><rect x="55" y="50" width="90" height="18" fill="#FFFFFF" opacity="0.35"/>`,
  ];
  const shape = shapes[seedFrom(slug) % shapes.length] ?? shapes[0];
  return svg(
    200,
    170,
    `<rect width="200" height="170" rx="12" fill="${colorFor(slug, TINTS)}"/>${shape}`,
    words(slug),
  );
}

/** A course thumbnail: a coloured band with the title's initials. */
export function courseSvg(slug: string): string {
  const body =
    `<rect width="320" height="180" fill="${colorFor(slug)}"/><circle cx="270" cy="40" r="70" fill="#FFFFFF" opacity="0.12"/>` +
    `<text x="24" y="120" font-family="system-ui, sans-serif" font-size="64" font-weight="700" fill="#FFFFFF">${initialsOfSlug(slug)}</text>`;
  return svg(320, 180, body, words(slug));
}

/**
 * A course's lesson poster (16:9): a gradient with the course's initials. No play mark: it also
 * stands in for the video the fake API does not ship, and must not look like a button.
 */
export function posterSvg(slug: string): string {
  const from = colorFor(slug);
  const to = colorFor(`${slug}-poster`);
  const body =
    `<defs><linearGradient id="p" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="1280" height="720" fill="url(#p)"/><circle cx="1120" cy="120" r="260" fill="#FFFFFF" opacity="0.08"/>` +
    `<text x="80" y="620" font-family="system-ui, sans-serif" font-size="160" font-weight="700" fill="#FFFFFF" opacity="0.9">${initialsOfSlug(slug)}</text>`;
  return svg(1280, 720, body, words(slug));
}

/** A wide gradient banner (profile cover). */
export function coverSvg(slug: string): string {
  const from = colorFor(slug);
  const to = colorFor(`${slug}-end`);
  const body =
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="1200" height="250" fill="url(#g)"/><circle cx="1050" cy="40" r="160" fill="#FFFFFF" opacity="0.1"/>`;
  return svg(1200, 250, body, words(slug));
}

/** Soft overlapping shapes for help-center, kanban and team art. */
export function illustrationSvg(slug: string): string {
  const a = colorFor(slug);
  const b = colorFor(`${slug}-b`);
  const body =
    `<rect width="240" height="160" rx="12" fill="${colorFor(slug, TINTS)}"/>` +
    `<circle cx="90" cy="85" r="45" fill="${a}" opacity="0.85"/><rect x="115" y="50" width="80" height="70" rx="10" fill="${b}" opacity="0.8"/>`;
  return svg(240, 160, body, words(slug));
}

/** Payment method marks of the order list (`paypalLogo`, `mastercard`) and any other brand. */
export function brandSvg(slug: string): string {
  if (slug === 'mastercard') {
    return svg(
      48,
      30,
      '<circle cx="18" cy="15" r="12" fill="#EB001B"/><circle cx="30" cy="15" r="12" fill="#F79E1B" opacity="0.9"/>',
      'Mastercard',
    );
  }
  const label = slug.startsWith('paypal') ? 'PayPal' : safeText(words(slug)).slice(0, 10);
  const body = `<rect width="64" height="30" rx="4" fill="#FFFFFF" stroke="#DBDADE"/><text x="32" y="15" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="12" font-weight="700" fill="#003087">${label}</text>`;
  return svg(64, 30, body, label);
}

/** A document icon carrying the file extension (email attachment thumbnails). */
export function fileIconSvg(extension: string): string {
  const ext = safeText(extension).toUpperCase().slice(0, 4);
  const body =
    `<path d="M6 2h22l10 10v34H6z" fill="#FFFFFF" stroke="#808390" stroke-width="2"/><path d="M28 2v10h10" fill="none" stroke="#808390" stroke-width="2"/>` +
    `<rect x="2" y="26" width="32" height="14" rx="2" fill="${colorFor(ext)}"/><text x="18" y="33" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="9" font-weight="700" fill="#FFFFFF">${ext}</text>`;
  return svg(40, 48, body, `${ext} file`);
}
