import { geoMercator, geoPath, type GeoProjection } from 'd3-geo';

/** A point on Earth as [longitude, latitude] in degrees. */
export type LonLat = readonly [number, number];

/** A point on the drawing, in px. */
export type Point = readonly [number, number];

export interface MapRoute {
  /** Identifies the route (a vehicle's id). */
  id: string;
  /** Where the route starts. */
  from: LonLat;
  /** Where the route ends. */
  to: LonLat;
  /** How far along the route the vehicle is, 0 to 100. */
  progress: number;
  /** Names the vehicle and its route for assistive technology ("Truck 4: Paris → Lyon"). */
  label: string;
}

/** A route as drawn: its curve split at the vehicle, and the vehicle's place. */
export interface DrawnRoute {
  id: string;
  start: Point;
  end: Point;
  /** SVG path of the part already driven, and of the part ahead. */
  done: string;
  ahead: string;
  vehicle: Point;
}

/** The least span fitted, in degrees: a route inside one city region still shows its country. */
const MIN_SPAN = 8;

/**
 * A Mercator projection framing every route's ends in `width` × `height` with `padding` around
 * (at least MIN_SPAN degrees each way, so a short route is not blown up to the whole drawing).
 */
export function fitRoutes(
  routes: readonly MapRoute[],
  width: number,
  height: number,
  padding = 32,
): GeoProjection {
  const points = routes.flatMap((r) => [r.from, r.to]);
  const lons = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  const midLon = points.length ? (Math.min(...lons) + Math.max(...lons)) / 2 : 10;
  const midLat = points.length ? (Math.min(...lats) + Math.max(...lats)) / 2 : 30;
  const half = MIN_SPAN / 2;
  const frame = [...points, [midLon - half, midLat - half], [midLon + half, midLat + half]].map(
    ([lon, lat]) => [lon, Math.max(-80, Math.min(80, lat))],
  );
  return geoMercator().fitExtent(
    [
      [padding, padding],
      [Math.max(padding + 1, width - padding), Math.max(padding + 1, height - padding)],
    ],
    { type: 'MultiPoint', coordinates: frame },
  );
}

function lerp(a: Point, b: Point, t: number): Point {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}

const fixed = (p: Point) => `${p[0].toFixed(1)},${p[1].toFixed(1)}`;

/**
 * Each route as a curve bowing upwards (a quadratic Bézier whose control point stands off the
 * chord by a fifth of its length), split at the vehicle by de Casteljau's construction.
 */
export function drawRoutes(routes: readonly MapRoute[], projection: GeoProjection): DrawnRoute[] {
  return routes.map((route) => {
    const start = (projection([...route.from]) ?? [0, 0]) as Point;
    const end = (projection([...route.to]) ?? [0, 0]) as Point;
    const [dx, dy] = [end[0] - start[0], end[1] - start[1]];
    // The perpendicular pointing up the drawing (negative y), so every arc bows the same way.
    const normal: Point = dx >= 0 ? [dy, -dx] : [-dy, dx];
    const middle = lerp(start, end, 0.5);
    const control: Point = [middle[0] + normal[0] * 0.2, middle[1] + normal[1] * 0.2];
    const t = Math.max(0, Math.min(100, route.progress)) / 100;
    const a = lerp(start, control, t);
    const b = lerp(control, end, t);
    const vehicle = lerp(a, b, t);
    return {
      id: route.id,
      start,
      end,
      done: `M${fixed(start)}Q${fixed(a)} ${fixed(vehicle)}`,
      ahead: `M${fixed(vehicle)}Q${fixed(b)} ${fixed(end)}`,
      vehicle,
    };
  });
}

/** The SVG path of the countries under `projection`. */
export function landPath(projection: GeoProjection) {
  return geoPath(projection);
}
