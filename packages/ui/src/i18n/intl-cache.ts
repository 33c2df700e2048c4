/**
 * Intl formatters are slow to build (hundreds of microseconds: ICU loads the locale's data) and
 * never change once built, so a component that formats on each render shares one per language and
 * options instead of building its own every time.
 */
const formatters = new Map<string, unknown>();

function cached<T>(kind: string, language: string, options: object | undefined, build: () => T) {
  const key = `${kind}|${language}|${JSON.stringify(options ?? {})}`;
  let formatter = formatters.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = build();
    formatters.set(key, formatter);
  }
  return formatter;
}

export const numberFormat = (language: string, options?: Intl.NumberFormatOptions) =>
  cached('number', language, options, () => new Intl.NumberFormat(language, options));

export const dateTimeFormat = (language: string, options?: Intl.DateTimeFormatOptions) =>
  cached('dateTime', language, options, () => new Intl.DateTimeFormat(language, options));

export const relativeTimeFormat = (language: string, options?: Intl.RelativeTimeFormatOptions) =>
  cached('relativeTime', language, options, () => new Intl.RelativeTimeFormat(language, options));
