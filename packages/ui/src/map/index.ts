export { RouteMap, type RouteMapProps, type RouteMapSelectDetails } from './route-map.tsx';
export type { LonLat, MapRoute } from './route-geometry.ts';
