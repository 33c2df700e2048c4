/** The next frame: react-dnd's HTML5 backend defers its work to it (publishing a drag, hovering). */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Fires a drag event at `element`, with the pointer in its first quarter (top, middle). */
function fire(element: Element, type: string, dataTransfer: DataTransfer) {
  const box = element.getBoundingClientRect();
  element.dispatchEvent(
    new DragEvent(type, {
      bubbles: true,
      cancelable: true,
      dataTransfer,
      clientX: box.left + box.width / 2,
      clientY: box.top + box.height / 4,
    }),
  );
}

/**
 * Drags `source` onto the top of `target` with the pointer, as a browser reports it to
 * react-dnd's HTML5 backend: dragstart, dragenter, dragover, drop and dragend, sharing one
 * DataTransfer. A real mouse cannot be scripted into a native drag in the story runner.
 */
export async function dragWithPointer(source: Element, target: Element) {
  const dataTransfer = new DataTransfer();
  fire(source, 'dragstart', dataTransfer);
  await nextFrame();
  fire(target, 'dragenter', dataTransfer);
  fire(target, 'dragover', dataTransfer);
  await nextFrame();
  fire(target, 'drop', dataTransfer);
  fire(source, 'dragend', dataTransfer);
}
