import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { useEffect, useState } from 'react';
import type * as TopoJson from 'topojson-client';

/** A country of the world map: its id is the ISO 3166-1 numeric code ("250" for France). */
export type CountryShape = Feature<Geometry, { name: string }> & { id: string };

type Topology = Parameters<typeof TopoJson.feature>[0];

/** Antarctica (ISO 010) takes a fifth of a world map's height and holds no shop's customers. */
const ANTARCTICA = '010';

let shapes: readonly CountryShape[] | undefined;
let loading: Promise<readonly CountryShape[]> | undefined;

/**
 * The countries of Natural Earth's 1:110m map, loaded on demand: the shapes are a hundred
 * kilobytes that only a screen drawing a map needs, so they travel in a chunk of their own,
 * with topojson-client, and are decoded once per page.
 */
export function loadWorldShapes(): Promise<readonly CountryShape[]> {
  loading ??= Promise.all([
    import('world-atlas/countries-110m.json'),
    import('topojson-client'),
  ]).then(
    ([atlas, { feature }]) => {
      const topology = atlas.default as unknown as Topology;
      const countries = topology.objects.countries;
      const decoded = countries ? feature(topology, countries) : undefined;
      const features = decoded && 'features' in decoded ? decoded.features : [];
      shapes = (features as FeatureCollection<Geometry, { name: string }>['features']).filter(
        (country): country is CountryShape =>
          typeof country.id === 'string' && country.id !== ANTARCTICA,
      );
      return shapes;
    },
    (error: unknown) => {
      // A failed chunk (offline) is tried again by the next map that mounts.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The world's countries once loaded (at once when already loaded); undefined until then. */
export function useWorldShapes(): readonly CountryShape[] | undefined {
  const [world, setWorld] = useState(() => shapes);
  useEffect(() => {
    if (world) return undefined;
    let mounted = true;
    loadWorldShapes().then(
      (loaded) => mounted && setWorld(loaded),
      // The map keeps its routes and markers on a blank sea.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [world]);
  return world;
}
