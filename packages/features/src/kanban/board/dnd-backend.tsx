import type { ReactNode } from 'react';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { TouchBackend } from 'react-dnd-touch-backend';

/**
 * Touch screens get the touch backend (HTML5 drag events do not fire for fingers), everything else
 * the HTML5 one; chosen once per page load, since a backend cannot change under a live provider.
 */
const coarse =
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(pointer: coarse)').matches
    : false;

/** A long press starts a touch drag, so a finger can still scroll the boards sideways. */
const touchOptions = { enableMouseEvents: false, delayTouchStart: 200 };

/** The drag-and-drop context of the kanban page. */
export function KanbanDnd({ children }: { children: ReactNode }) {
  return coarse ? (
    <DndProvider backend={TouchBackend} options={touchOptions}>
      {children}
    </DndProvider>
  ) : (
    <DndProvider backend={HTML5Backend}>{children}</DndProvider>
  );
}
