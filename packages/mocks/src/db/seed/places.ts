/** A point on Earth as [longitude, latitude] in degrees (GeoJSON's order). */
export type LonLat = readonly [number, number];

/**
 * Countries with their ISO codes and a few cities each, for customers, users and fleets. `code`
 * is ISO 3166-1 alpha-2 (flags); `isoNumeric` is ISO 3166-1 numeric as three-digit text, the key
 * of the world map's shapes (Natural Earth via world-atlas); each city has its approximate
 * coordinates (the fleet map draws routes between them).
 */
export interface Country {
  name: string;
  code: string;
  isoNumeric: string;
  /** City names, in the order the seed generators pick from. */
  cities: readonly string[];
  /** Each city's [longitude, latitude]. */
  coordinates: Readonly<Record<string, LonLat>>;
}

/** One country, its cities written once with their coordinates (object keys keep their order). */
function country(
  name: string,
  code: string,
  isoNumeric: string,
  coordinates: Record<string, LonLat>,
): Country {
  return { name, code, isoNumeric, cities: Object.keys(coordinates), coordinates };
}

export const COUNTRIES: readonly Country[] = [
  country('United States', 'us', '840', {
    'New York': [-74.01, 40.71],
    Chicago: [-87.63, 41.88],
    Austin: [-97.74, 30.27],
    Seattle: [-122.33, 47.61],
    Denver: [-104.99, 39.74],
  }),
  country('United Kingdom', 'gb', '826', {
    London: [-0.13, 51.51],
    Manchester: [-2.24, 53.48],
    Bristol: [-2.59, 51.45],
    Leeds: [-1.55, 53.8],
  }),
  country('Canada', 'ca', '124', {
    Toronto: [-79.38, 43.65],
    Vancouver: [-123.12, 49.28],
    Montreal: [-73.57, 45.5],
    Calgary: [-114.07, 51.05],
  }),
  country('France', 'fr', '250', {
    Paris: [2.35, 48.86],
    Lyon: [4.84, 45.76],
    Marseille: [5.37, 43.3],
    Bordeaux: [-0.58, 44.84],
  }),
  country('Germany', 'de', '276', {
    Berlin: [13.4, 52.52],
    Hamburg: [9.99, 53.55],
    Munich: [11.58, 48.14],
    Cologne: [6.96, 50.94],
  }),
  country('Italy', 'it', '380', {
    Rome: [12.5, 41.9],
    Milan: [9.19, 45.46],
    Turin: [7.69, 45.07],
    Naples: [14.27, 40.85],
  }),
  country('Spain', 'es', '724', {
    Madrid: [-3.7, 40.42],
    Barcelona: [2.17, 41.39],
    Valencia: [-0.38, 39.47],
    Seville: [-5.98, 37.39],
  }),
  country('Netherlands', 'nl', '528', {
    Amsterdam: [4.9, 52.37],
    Rotterdam: [4.48, 51.92],
    Utrecht: [5.12, 52.09],
  }),
  country('Sweden', 'se', '752', {
    Stockholm: [18.07, 59.33],
    Gothenburg: [11.97, 57.71],
    Malmo: [13.0, 55.6],
  }),
  country('Poland', 'pl', '616', {
    Warsaw: [21.01, 52.23],
    Krakow: [19.94, 50.06],
    Gdansk: [18.65, 54.35],
  }),
  country('Brazil', 'br', '076', {
    'Sao Paulo': [-46.63, -23.55],
    'Rio de Janeiro': [-43.17, -22.91],
    Curitiba: [-49.27, -25.43],
  }),
  country('Mexico', 'mx', '484', {
    'Mexico City': [-99.13, 19.43],
    Guadalajara: [-103.35, 20.66],
    Monterrey: [-100.32, 25.69],
  }),
  country('India', 'in', '356', {
    Mumbai: [72.88, 19.08],
    Bengaluru: [77.59, 12.97],
    Delhi: [77.21, 28.61],
    Pune: [73.86, 18.52],
  }),
  country('Japan', 'jp', '392', {
    Tokyo: [139.69, 35.69],
    Osaka: [135.5, 34.69],
    Nagoya: [136.91, 35.18],
  }),
  country('South Korea', 'kr', '410', {
    Seoul: [126.98, 37.57],
    Busan: [129.08, 35.18],
    Incheon: [126.71, 37.46],
  }),
  country('Australia', 'au', '036', {
    Sydney: [151.21, -33.87],
    Melbourne: [144.96, -37.81],
    Brisbane: [153.03, -27.47],
  }),
  country('Nigeria', 'ng', '566', {
    Lagos: [3.38, 6.52],
    Abuja: [7.49, 9.06],
    Ibadan: [3.95, 7.38],
  }),
  country('South Africa', 'za', '710', {
    'Cape Town': [18.42, -33.92],
    Johannesburg: [28.05, -26.2],
    Durban: [31.02, -29.86],
  }),
  country('Egypt', 'eg', '818', {
    Cairo: [31.24, 30.04],
    Alexandria: [29.92, 31.2],
    Giza: [31.21, 30.01],
  }),
  country('China', 'cn', '156', {
    Shanghai: [121.47, 31.23],
    Shenzhen: [114.06, 22.54],
    Chengdu: [104.07, 30.57],
  }),
];

/** `us` → `United States`; '' when unknown. */
export function countryName(code: string): string {
  return COUNTRIES.find((c) => c.code === code.toLowerCase())?.name ?? '';
}

/** A city's [longitude, latitude]; undefined for a city the seed does not know. */
export function cityCoordinates(countryName: string, city: string): LonLat | undefined {
  return COUNTRIES.find((c) => c.name === countryName)?.coordinates[city];
}
