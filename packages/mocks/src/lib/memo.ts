/**
 * Remembers a text → number conversion (prices, dates, times). Sort keys are recomputed on every
 * list call to check the sort memo, and these texts repeat across thousands of rows, so parsing
 * each distinct text once keeps that check cheap. Bounded so odd input cannot grow it forever.
 */
export function memoizeText(
  convert: (text: string) => number,
  limit = 20_000,
): (text: string) => number {
  const cache = new Map<string, number>();
  return (text) => {
    let value = cache.get(text);
    if (value === undefined) {
      value = convert(text);
      if (cache.size >= limit) cache.clear();
      cache.set(text, value);
    }
    return value;
  };
}
