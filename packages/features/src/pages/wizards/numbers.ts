import { z } from 'zod';

/** A typed number ("12", "12.5", "12,5"), or NaN for anything else (empty, "1e3", "12 m"). */
export function typedNumber(text: string): number {
  const trimmed = text.trim();
  return /^-?\d+([.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
}

/** A number field's rule: its text must be a number in [min, max] (whole when `integer`). */
export function numberText(
  message: string,
  { min, max, integer = false }: { min: number; max: number; integer?: boolean },
) {
  return z.string().refine((text) => {
    const value = typedNumber(text);
    return value >= min && value <= max && (!integer || Number.isInteger(value));
  }, message);
}
