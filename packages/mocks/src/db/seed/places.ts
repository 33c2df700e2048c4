/** Countries with ISO codes (for flags) and a few cities each, for customers, users and fleets. */
export interface Country {
  name: string;
  code: string;
  cities: readonly string[];
}

export const COUNTRIES: readonly Country[] = [
  {
    name: 'United States',
    code: 'us',
    cities: ['New York', 'Chicago', 'Austin', 'Seattle', 'Denver'],
  },
  { name: 'United Kingdom', code: 'gb', cities: ['London', 'Manchester', 'Bristol', 'Leeds'] },
  { name: 'Canada', code: 'ca', cities: ['Toronto', 'Vancouver', 'Montreal', 'Calgary'] },
  { name: 'France', code: 'fr', cities: ['Paris', 'Lyon', 'Marseille', 'Bordeaux'] },
  { name: 'Germany', code: 'de', cities: ['Berlin', 'Hamburg', 'Munich', 'Cologne'] },
  { name: 'Italy', code: 'it', cities: ['Rome', 'Milan', 'Turin', 'Naples'] },
  { name: 'Spain', code: 'es', cities: ['Madrid', 'Barcelona', 'Valencia', 'Seville'] },
  { name: 'Netherlands', code: 'nl', cities: ['Amsterdam', 'Rotterdam', 'Utrecht'] },
  { name: 'Sweden', code: 'se', cities: ['Stockholm', 'Gothenburg', 'Malmo'] },
  { name: 'Poland', code: 'pl', cities: ['Warsaw', 'Krakow', 'Gdansk'] },
  { name: 'Brazil', code: 'br', cities: ['Sao Paulo', 'Rio de Janeiro', 'Curitiba'] },
  { name: 'Mexico', code: 'mx', cities: ['Mexico City', 'Guadalajara', 'Monterrey'] },
  { name: 'India', code: 'in', cities: ['Mumbai', 'Bengaluru', 'Delhi', 'Pune'] },
  { name: 'Japan', code: 'jp', cities: ['Tokyo', 'Osaka', 'Nagoya'] },
  { name: 'South Korea', code: 'kr', cities: ['Seoul', 'Busan', 'Incheon'] },
  { name: 'Australia', code: 'au', cities: ['Sydney', 'Melbourne', 'Brisbane'] },
  { name: 'Nigeria', code: 'ng', cities: ['Lagos', 'Abuja', 'Ibadan'] },
  { name: 'South Africa', code: 'za', cities: ['Cape Town', 'Johannesburg', 'Durban'] },
  { name: 'Egypt', code: 'eg', cities: ['Cairo', 'Alexandria', 'Giza'] },
  { name: 'China', code: 'cn', cities: ['Shanghai', 'Shenzhen', 'Chengdu'] },
];

/** `us` → `United States`; '' when unknown. */
export function countryName(code: string): string {
  return COUNTRIES.find((c) => c.code === code.toLowerCase())?.name ?? '';
}
