/**
 * The landing page's content that is not text to translate: who wrote each review and how they
 * rated Atrium, the team, and the figures of the fun-facts band. The words are in the `front`
 * texts under the same keys.
 */
export const reviews = [
  { key: 'leila', name: 'Leila Haddad', shop: 'Cedar & Clay', rating: 5 },
  { key: 'marco', name: 'Marco Bianchi', shop: 'Bottega Verde', rating: 5 },
  { key: 'hannah', name: 'Hannah Weber', shop: 'Nordlicht Home', rating: 4 },
  { key: 'omar', name: 'Omar Farouk', shop: 'Sahara Threads', rating: 5 },
  { key: 'sofia', name: 'Sofia Marin', shop: 'Luz Ceramics', rating: 4 },
] as const;

export const team = [
  { name: 'Camille Laurent', role: 'ceo', color: 'primary' },
  { name: 'Yusuf Amari', role: 'design', color: 'info' },
  { name: 'Greta Lindqvist', role: 'engineering', color: 'success' },
  { name: 'Daniel Osei', role: 'support', color: 'warning' },
] as const;

/** `percent` figures are ratios; `count` figures are shown compact (12.5K). */
export const facts = [
  { key: 'shops', value: 4_800, kind: 'count' },
  { key: 'orders', value: 1_250_000, kind: 'count' },
  { key: 'countries', value: 38, kind: 'count' },
  { key: 'satisfaction', value: 0.96, kind: 'percent' },
] as const;
