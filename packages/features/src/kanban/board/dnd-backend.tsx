import type { ReactNode } from 'react';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { TouchBackend, type TouchBackendOptions } from 'react-dnd-touch-backend';

/** The backend of the kanban's drag and drop, with its options when it takes any. */
export type DndChoice =
  | { kind: 'touch'; backend: typeof TouchBackend; options: Partial<TouchBackendOptions> }
  | { kind: 'html5'; backend: typeof HTML5Backend };

/**
 * A long press starts a finger's drag, so a finger can still scroll the boards sideways; mouse
 * events too, since a touch laptop's mouse or trackpad must drag under the same backend (HTML5
 * drag events never fire for a finger, and one provider cannot hold two backends).
 */
const touchOptions: Partial<TouchBackendOptions> = {
  enableMouseEvents: true,
  delayTouchStart: 200,
};

/**
 * The backend for a device whose media queries answer `matches`. `any-pointer`, not `pointer`:
 * a touch laptop's primary pointer is its fine trackpad, yet its screen takes a finger, and the
 * HTML5 backend would leave that finger unable to drag.
 */
export function chooseDndBackend(matches: (query: string) => boolean): DndChoice {
  return matches('(any-pointer: coarse)')
    ? { kind: 'touch', backend: TouchBackend, options: touchOptions }
    : { kind: 'html5', backend: HTML5Backend };
}

/** Chosen once per page load: a backend cannot change under a live provider. */
const choice = chooseDndBackend((query) =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query).matches
    : false,
);

/** The drag-and-drop context of the kanban page. */
export function KanbanDnd({ children }: { children: ReactNode }) {
  return choice.kind === 'touch' ? (
    <DndProvider backend={choice.backend} options={choice.options}>
      {children}
    </DndProvider>
  ) : (
    <DndProvider backend={choice.backend}>{children}</DndProvider>
  );
}
