const MAX_DEPTH = 6;

const isPlainObject = (value: object): value is Record<string, unknown> => {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * Whether two values hold the same plain data (a JSON answer's rows): primitives, arrays and plain
 * objects compared in depth, anything else (a Date, a React element's owner, a class) by identity
 * only, and no deeper than a few levels. So `false` can be wrong only on the safe side: the row
 * renders again.
 */
export function sameData(a: unknown, b: unknown, depth = MAX_DEPTH): boolean {
  if (Object.is(a, b)) return true;
  if (depth === 0 || typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    return false;
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => sameData(item, b[index], depth - 1))
    );
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && sameData(a[key], b[key], depth - 1))
  );
}
