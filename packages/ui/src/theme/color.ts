/**
 * Colour arithmetic for the theme. Kept free of imports and closures over module state so that
 * `apply-settings.ts` can inline the same logic into the pre-paint script.
 */

/** Parses `#rgb` or `#rrggbb` into 0-255 channels; null for anything else. */
export function parseHex(hex: string): [number, number, number] | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return null;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

export function toHex([r, g, b]: readonly [number, number, number]): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`.toUpperCase();
}

/** WCAG relative luminance. */
export function luminance(rgb: readonly [number, number, number]): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const la = luminance(parseHex(a) ?? [0, 0, 0]);
  const lb = luminance(parseHex(b) ?? [0, 0, 0]);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Mixes `hex` towards `target` by `amount` (0..1). */
export function mix(hex: string, target: string, amount: number): string {
  const a = parseHex(hex) ?? [0, 0, 0];
  const b = parseHex(target) ?? [0, 0, 0];
  return toHex([0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * amount) as [number, number, number]);
}

/**
 * The closest shade of `fg` (towards black or white, whichever `bg` is far from) that reaches
 * `ratio` against `bg`. Brand colours such as #7367F0 miss WCAG AA on white by a hair; this
 * keeps their hue while making text and filled controls readable.
 */
export function ensureContrast(fg: string, bg: string, ratio = 4.5): string {
  if (contrastRatio(fg, bg) >= ratio) return fg.toUpperCase();
  const towards = luminance(parseHex(bg) ?? [0, 0, 0]) > 0.4 ? '#000000' : '#FFFFFF';
  for (let step = 1; step <= 40; step += 1) {
    const candidate = mix(fg, towards, step * 0.025);
    if (contrastRatio(candidate, bg) >= ratio) return candidate;
  }
  return towards;
}

/** White or near-black text, whichever reads better on `bg`. */
export function contrastText(bg: string): string {
  return contrastRatio('#FFFFFF', bg) >= contrastRatio('#2F2B3D', bg) ? '#FFFFFF' : '#2F2B3D';
}

/**
 * The fill and text colour of a solid control in `hex`. White text is kept (darkening the fill
 * just enough for AA) unless dark text already reads well and white clearly does not, as on
 * yellow or light blue.
 */
export function solidPair(hex: string): { solid: string; contrast: string } {
  const white = contrastRatio('#FFFFFF', hex);
  if (white >= 4.5) return { solid: hex.toUpperCase(), contrast: '#FFFFFF' };
  if (white < 3 && contrastRatio('#2F2B3D', hex) >= 4.5)
    return { solid: hex.toUpperCase(), contrast: '#2F2B3D' };
  return { solid: ensureContrast(hex, '#FFFFFF', 4.5), contrast: '#FFFFFF' };
}
