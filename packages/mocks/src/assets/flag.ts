import { seedFrom } from '../lib/prng.ts';
import { COLORS, svg } from './palette.ts';

const W = 60;
const H = 40;

const hStripes = (colors: string[], weights = colors.map(() => 1)): string => {
  const total = weights.reduce((a, b) => a + b, 0);
  let y = 0;
  return colors
    .map((c, i) => {
      const h = (H * (weights[i] ?? 1)) / total;
      const rect = `<rect x="0" y="${y}" width="${W}" height="${h}" fill="${c}"/>`;
      y += h;
      return rect;
    })
    .join('');
};
const vStripes = (colors: string[]): string =>
  colors
    .map(
      (c, i) =>
        `<rect x="${(W / colors.length) * i}" y="0" width="${W / colors.length}" height="${H}" fill="${c}"/>`,
    )
    .join('');
const cross = (bg: string, fg: string, x = 22): string =>
  `<rect width="${W}" height="${H}" fill="${bg}"/><rect x="${x - 4}" y="0" width="8" height="${H}" fill="${fg}"/><rect x="0" y="16" width="${W}" height="8" fill="${fg}"/>`;
const disc = (bg: string, fg: string): string =>
  `<rect width="${W}" height="${H}" fill="${bg}"/><circle cx="30" cy="20" r="11" fill="${fg}"/>`;

/** Simplified, recognisable flags of the seeded countries; others get stripes from a hash. */
const FLAGS: Record<string, string> = {
  us: `${hStripes(['#B22234', '#FFFFFF', '#B22234', '#FFFFFF', '#B22234', '#FFFFFF', '#B22234'])}<rect width="26" height="22" fill="#3C3B6E"/>`,
  gb: `${cross('#012169', '#FFFFFF', 30)}<rect x="28" y="0" width="4" height="${H}" fill="#C8102E"/><rect x="0" y="18" width="${W}" height="4" fill="#C8102E"/>`,
  ca: `${vStripes(['#D52B1E', '#FFFFFF', '#FFFFFF', '#D52B1E'])}<rect x="25" y="14" width="10" height="12" fill="#D52B1E"/>`,
  fr: vStripes(['#0055A4', '#FFFFFF', '#EF4135']),
  de: hStripes(['#000000', '#DD0000', '#FFCE00']),
  it: vStripes(['#009246', '#FFFFFF', '#CE2B37']),
  es: hStripes(['#AA151B', '#F1BF00', '#AA151B'], [1, 2, 1]),
  nl: hStripes(['#AE1C28', '#FFFFFF', '#21468B']),
  se: cross('#006AA7', '#FECC00'),
  pl: hStripes(['#FFFFFF', '#DC143C']),
  br: `<rect width="${W}" height="${H}" fill="#009C3B"/><polygon points="30,5 55,20 30,35 5,20" fill="#FFDF00"/><circle cx="30" cy="20" r="8" fill="#002776"/>`,
  mx: vStripes(['#006847', '#FFFFFF', '#CE1126']),
  in: `${hStripes(['#FF9933', '#FFFFFF', '#138808'])}<circle cx="30" cy="20" r="5" fill="none" stroke="#000080" stroke-width="1.5"/>`,
  jp: disc('#FFFFFF', '#BC002D'),
  kr: `${disc('#FFFFFF', '#CD2E3A')}<path d="M19 20a11 11 0 0 0 22 0z" fill="#0047A0"/>`,
  au: `<rect width="${W}" height="${H}" fill="#012169"/><rect width="24" height="16" fill="#C8102E" opacity="0.6"/><circle cx="44" cy="26" r="3" fill="#FFFFFF"/>`,
  ng: vStripes(['#008751', '#FFFFFF', '#008751']),
  za: `${hStripes(['#E03C31', '#FFFFFF', '#001489'])}<polygon points="0,0 22,20 0,40" fill="#007749"/>`,
  eg: hStripes(['#CE1126', '#FFFFFF', '#000000']),
  cn: `<rect width="${W}" height="${H}" fill="#EE1C25"/><circle cx="12" cy="12" r="5" fill="#FFFF00"/>`,
};

export function flagSvg(code: string): string {
  const cc = code.toLowerCase();
  const seed = seedFrom(cc);
  const body =
    FLAGS[cc] ?? hStripes([0, 3, 6].map((o) => COLORS[(seed + o) % COLORS.length] ?? '#808390'));
  return svg(W, H, body, `Flag ${cc.toUpperCase()}`);
}
