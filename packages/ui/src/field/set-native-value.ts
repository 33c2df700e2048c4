/**
 * Sets an input's value the way typing does, so React's `onChange` (and react-hook-form's
 * `register`) hear about it, whether the input is controlled or not.
 */
export function setNativeValue(el: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
  // React tracks the value through the prototype's setter; calling the instance's one would be
  // swallowed as "no change".
  Object.getOwnPropertyDescriptor(proto.prototype, 'value')?.set?.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
}
