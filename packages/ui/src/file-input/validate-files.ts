export type FileRejectionReason = 'type' | 'size';

export interface FileRejection {
  /** The refused file. */
  file: File;
  /** Why: not an accepted type, or larger than `maxSize`. */
  reason: FileRejectionReason;
}

/** Whether `file` matches an `accept` list such as `image/*,.pdf,application/zip`. */
export function isAccepted(file: File, accept: string | undefined): boolean {
  if (!accept?.trim()) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept
    .split(',')
    .map((rule) => rule.trim().toLowerCase())
    .filter(Boolean)
    .some((rule) =>
      rule.startsWith('.')
        ? name.endsWith(rule)
        : rule.endsWith('/*')
          ? type.startsWith(rule.slice(0, -1))
          : type === rule,
    );
}

/** Splits files into accepted ones and rejections, type checked before size. */
export function validateFiles(
  files: readonly File[],
  { accept, maxSize }: { accept?: string; maxSize?: number },
): { accepted: File[]; rejected: FileRejection[] } {
  const accepted: File[] = [];
  const rejected: FileRejection[] = [];
  for (const file of files) {
    if (!isAccepted(file, accept)) rejected.push({ file, reason: 'type' });
    else if (maxSize !== undefined && file.size > maxSize) rejected.push({ file, reason: 'size' });
    else accepted.push(file);
  }
  return { accepted, rejected };
}

/** "2 MB", "340 kB", "12 bytes" in the given language. */
export function formatFileSize(bytes: number, language: string): string {
  const [value, unit] =
    bytes >= 1_000_000
      ? [bytes / 1_000_000, 'megabyte']
      : bytes >= 1_000
        ? [bytes / 1_000, 'kilobyte']
        : [bytes, 'byte'];
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}
