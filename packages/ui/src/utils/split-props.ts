/**
 * Splits a component's props into those named by `keys` (for a wrapping root, say) and the rest
 * (for the content it renders). Every named key is present in the first part, undefined or not.
 */
export function splitProps<P extends object, K extends keyof P>(
  props: P,
  keys: readonly K[],
): [Pick<P, K>, Omit<P, K>] {
  const picked = {} as Pick<P, K>;
  const rest: Partial<P> = { ...props };
  for (const key of keys) {
    picked[key] = props[key];
    delete rest[key];
  }
  return [picked, rest as Omit<P, K>];
}
