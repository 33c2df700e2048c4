import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';

import type { Point } from './route-geometry.ts';

/** The drawing's zoom `k` and offset (`x`, `y`, px): a point p is shown at p × k + (x, y). */
export interface MapView {
  k: number;
  x: number;
  y: number;
}

export const HOME: MapView = { k: 1, x: 0, y: 0 };
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 8;
/** One press of + or −. */
const ZOOM_STEP = 1.5;
/** One press of an arrow key, in px. */
const PAN_STEP = 64;
/** The zoom a selected vehicle is brought to at least, so the view can centre on it. */
const FOCUS_ZOOM = 2;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Keeps at least half of the drawing in the window, whatever the zoom. */
function bounded(view: MapView, width: number, height: number): MapView {
  return {
    k: view.k,
    x: clamp(view.x, width / 2 - view.k * width, width / 2),
    y: clamp(view.y, height / 2 - view.k * height, height / 2),
  };
}

function zoomedAt(view: MapView, factor: number, [cx, cy]: Point): MapView {
  const k = clamp(view.k * factor, MIN_ZOOM, MAX_ZOOM);
  const ratio = k / view.k;
  return { k, x: cx - (cx - view.x) * ratio, y: cy - (cy - view.y) * ratio };
}

export const viewTransform = ({ k, x, y }: MapView) =>
  `translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${k.toFixed(3)})`;

/** Where a point of the drawing shows in the window. */
export const shown = ({ k, x, y }: MapView, [px, py]: Point): Point => [px * k + x, py * k + y];

const ZOOM_IN_KEYS = new Set(['+', '=']);
const ZOOM_OUT_KEYS = new Set(['-', '_', '−']);
const PAN_KEYS: Record<string, Point> = {
  ArrowLeft: [PAN_STEP, 0],
  ArrowRight: [-PAN_STEP, 0],
  ArrowUp: [0, PAN_STEP],
  ArrowDown: [0, -PAN_STEP],
};

/**
 * Zoom and pan of a drawing of `width` × `height`: buttons and keys (+ − and the arrows),
 * the mouse wheel (at the pointer), dragging with one pointer and pinching with two.
 */
export function useMapView(width: number, height: number) {
  const [view, setView] = useState<MapView>(HOME);
  const change = useCallback(
    (next: (view: MapView) => MapView) =>
      setView((current) => bounded(next(current), width, height)),
    [width, height],
  );
  const middle: Point = [width / 2, height / 2];

  const zoomIn = () => change((v) => zoomedAt(v, ZOOM_STEP, middle));
  const zoomOut = () => change((v) => zoomedAt(v, 1 / ZOOM_STEP, middle));
  const reset = useCallback(() => setView(HOME), []);
  /** Brings `point` of the drawing to the middle of the window. */
  const centreOn = useCallback(
    ([px, py]: Point) =>
      change((v) => {
        const k = Math.max(v.k, FOCUS_ZOOM);
        return { k, x: width / 2 - px * k, y: height / 2 - py * k };
      }),
    [change, width, height],
  );

  const onKeyDown = (event: KeyboardEvent) => {
    const pan = PAN_KEYS[event.key];
    if (ZOOM_IN_KEYS.has(event.key)) zoomIn();
    else if (ZOOM_OUT_KEYS.has(event.key)) zoomOut();
    else if (pan) change((v) => ({ ...v, x: v.x + pan[0], y: v.y + pan[1] }));
    else return;
    event.preventDefault();
  };

  // Pointers down on the drawing, by id, where they were last seen (in the drawing's px).
  const pointers = useRef(new Map<number, Point>());
  const surface = useRef<SVGSVGElement | null>(null);
  const local = (event: { clientX: number; clientY: number }): Point => {
    const box = surface.current?.getBoundingClientRect();
    return [event.clientX - (box?.left ?? 0), event.clientY - (box?.top ?? 0)];
  };
  const surfaceHandlers = {
    onPointerDown: (event: PointerEvent<SVGSVGElement>) => {
      event.currentTarget.setPointerCapture?.(event.pointerId);
      pointers.current.set(event.pointerId, local(event));
    },
    onPointerMove: (event: PointerEvent<SVGSVGElement>) => {
      const before = pointers.current.get(event.pointerId);
      if (!before) return;
      const after = local(event);
      const others = [...pointers.current].filter(([id]) => id !== event.pointerId);
      pointers.current.set(event.pointerId, after);
      const other = others[0]?.[1];
      if (!other) {
        change((v) => ({ ...v, x: v.x + after[0] - before[0], y: v.y + after[1] - before[1] }));
        return;
      }
      // Pinch: zoom by the change of the fingers' distance, about their midpoint.
      const spread = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]) || 1;
      const mid = (a: Point, b: Point): Point => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
      const [m0, m1] = [mid(before, other), mid(after, other)];
      change((v) => {
        const zoomed = zoomedAt(v, spread(after, other) / spread(before, other), m1);
        return { ...zoomed, x: zoomed.x + m1[0] - m0[0], y: zoomed.y + m1[1] - m0[1] };
      });
    },
    onPointerUp: (event: PointerEvent<SVGSVGElement>) => pointers.current.delete(event.pointerId),
    onPointerCancel: (event: PointerEvent<SVGSVGElement>) =>
      pointers.current.delete(event.pointerId),
  };

  // React's wheel listener is passive; zooming must keep the page from scrolling.
  useEffect(() => {
    const element = surface.current;
    if (!element) return undefined;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      change((v) => zoomedAt(v, Math.exp(-event.deltaY * 0.002), local(event)));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [change]);

  return { view, zoomIn, zoomOut, reset, centreOn, onKeyDown, surface, surfaceHandlers };
}
