import type { Ref, RefCallback } from 'react';

/** One ref callback that feeds the caller's ref (react-hook-form's `register`) and ours. */
export function mergeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}
