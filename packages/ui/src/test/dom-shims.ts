/**
 * Browser APIs that jsdom lacks but Radix positioning and scrolling code calls. Import this in a
 * unit test that opens a popper (tooltip, menu, popover) or scrolls an element into view.
 */
class ResizeObserverShim {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

if (typeof window !== 'undefined') {
  globalThis.ResizeObserver ??= ResizeObserverShim;
  const proto: Partial<Element> = Element.prototype;
  proto.scrollIntoView ??= () => undefined;
  proto.hasPointerCapture ??= () => false;
  proto.releasePointerCapture ??= () => undefined;
}
